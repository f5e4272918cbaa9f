import type { Page } from '@playwright/test';
import { optionalCookiesDeclined } from './consent-helpers';
import { expect, test, waitForHydration } from './fixtures';

const NAV = ['Home', 'Plans', 'Guides', 'About', 'Contact'];

// What / shows without being used (the header's links on desktop, the footer, no sideways scroll at
// 375 px): e2e/route-extras.ts, in its visit of e2e/routes-sweep.spec.ts.

test.describe('header on desktop', () => {
  test('a desktop window narrowed below the breakpoint gets the menu, and it works', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Guides' }),
    ).toBeVisible();
  });

  test('prefetches a page only when the visitor shows intent, not as its links come into view', async ({
    page,
  }) => {
    // RSC requests (prefetches and navigations) carry the RSC header; record their paths.
    const rsc: string[] = [];
    page.on('request', (req) => {
      if (req.headers()['rsc'] === '1') rsc.push(new URL(req.url()).pathname);
    });
    // /about links a dozen pages from its own text, the header and the footer.
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // the footer in view
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(rsc).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    // A header link, then a link in the page's text: each is fetched once the pointer is over it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .hover();
    await expect.poll(() => rsc.includes('/about')).toBe(true);
    const inText = page.getByRole('main').locator('a[href^="/"]:not([href^="/about"])').first();
    const path = new URL((await inText.getAttribute('href'))!, page.url()).pathname;
    expect(rsc).not.toContain(path);
    await inText.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(rsc).not.toContain(path);
    await inText.hover();
    await expect.poll(() => rsc.includes(path)).toBe(true);
    // Following it still works.
    await inText.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is sticky and gains a shadow only after 50 px of scrolling', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('box-shadow', 'none');
  });

  test('a skip link leads keyboard users to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('collapses into a menu that closes on a link click and on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of NAV)
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Explore Plans' })).toHaveAttribute(
      'href',
      '/plans',
    );

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(menu).toBeHidden();
  });

  test('the menu is reachable and usable by keyboard: Enter opens it, Tab enters it, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Plans', exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap outside the open menu closes it', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
  });
});

/** window.scrollY once it has stopped changing (a smooth scroll may still be running). */
const settledScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        const check = () => {
          const y = window.scrollY;
          if (y === last) resolve(y);
          else {
            last = y;
            setTimeout(check, 200);
          }
        };
        check();
      }),
  );

/** Opens `path`, waits for its scripts, scrolls to its very end and checks that is far down. */
async function farDown(page: Page, path: string) {
  await optionalCookiesDeclined({ page });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  expect(await settledScrollY(page)).toBeGreaterThan(1000);
}

test.describe('"The page scrolls to the top whenever the path changes"', () => {
  test('a header link followed from far down a page lands at the very top of the new page', async ({
    page,
  }) => {
    await farDown(page, '/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Guides' })
      .click();
    await page.waitForURL('**/guides');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await settledScrollY(page)).toBe(0);
  });

  test('a footer link followed from the end of a page lands at the very top of the new page', async ({
    page,
  }) => {
    await farDown(page, '/guides');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'How We Work', exact: true })
      .click();
    await page.waitForURL('**/methodology');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await settledScrollY(page)).toBe(0);
  });
});

test.describe('reading direction', () => {
  test('<html> carries lang and dir from the locale, and the breadcrumb separator mirrors in rtl', async ({
    page,
  }) => {
    await page.goto('/guides/prepaid-vs-postpaid');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const separator = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .locator('[aria-hidden="true"]')
      .first();
    // A chevron (U+203A, a bidi-mirrored character): the text engine draws it as ‹ in a
    // right-to-left line, pointing to the next crumb. No CSS flip, which turned a slash into "\".
    await expect(separator).toHaveText('\u203a');
    const scale = () => separator.evaluate((el) => getComputedStyle(el).scale);
    const direction = () => separator.evaluate((el) => getComputedStyle(el).direction);
    expect(await scale()).toBe('none');
    expect(await direction()).toBe('ltr');
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    await expect.poll(direction).toBe('rtl');
    expect(await scale()).toBe('none');
  });
});
