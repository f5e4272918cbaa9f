import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';

/**
 * Where scripts do not run (JavaScript off), every control on the page does something: no button
 * waits for a script that will never come. Tab sets show their panels (components/ui/tabs.tsx),
 * the guide library's guides are links to their pages, and the controls
 * that only a script can serve (the library's filters, the cookie settings) are not shown.
 */

/** Every page the sitemap lists, as a path (its addresses carry the site's public origin). */
async function sitemapPaths(page: Page) {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The visible buttons that only a script could act on: not a form's, not a popover's. */
const inertButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((b) => b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden')
      .filter((b) => (b.type === 'button' || !b.form) && !b.hasAttribute('popovertarget'))
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 40)),
  );

/**
 * Lines that ask the visitor to choose or expand something, or point at a button a script serves
 * (the page copy's `hint` fields, `<WithScript>` in MDX), each with the line before it on its page.
 */
const SCRIPT_HINTS = [
  ['/plans', 'Four ways to pay for a mobile line', 'Choose a type to see'],
  ['/ar/plans', 'أربع طرق للدفع مقابل خط الهاتف المتحرك', 'اختر نوعًا'],
  ['/about', 'Five principles guide how we research and write', 'Choose a tab to see'],
  ['/ar/about', 'خمسة مبادئ توجّه طريقة بحثنا وكتابتنا', 'اختر تبويبًا'],
  ['/guides', 'the guides our editors suggest reading first', 'Select one to expand it'],
  ['/ar/guides', 'الأدلة التي يقترح محررونا قراءتها أولًا', 'اختر أحدها لتوسيعه'],
  [
    '/cookie-policy',
    'which reopens your cookie preferences',
    'You can change your choice at any time',
  ],
  ['/ar/cookie-policy', 'من دون JavaScript', 'يمكنك تغيير خيارك في أي وقت'],
] as const;

/** The text a reader sees in the page's main content (hidden elements leave none). */
const mainText = (page: Page) => page.locator('main').innerText();

withoutJavaScript('without JavaScript', () => {
  test('no line asks to choose a tab, expand a card or press a settings button', async ({
    page,
  }) => {
    for (const [path, before, hint] of SCRIPT_HINTS) {
      await page.goto(path);
      const text = await mainText(page);
      expect(text, path).toContain(before);
      expect(text, path).not.toContain(hint);
    }
  });

  for (const width of [375, 1280])
    test(`no page shows a button that does nothing, at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const paths = await sitemapPaths(page);
      expect(paths).toContain('/ar/guides');
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await page.goto(path);
        const inert = await inertButtons(page);
        if (inert.length) found[path] = inert;
      }
      expect(found).toEqual({});
    });

  test('/plans shows every mobile plan type, each under its own heading, and no tab list', async ({
    page,
  }) => {
    await page.goto('/plans');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const panels = page.locator('#mobile [role="tabpanel"]');
    await expect(panels).toHaveCount(4);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(panels.getByRole('heading', { level: 3 })).toHaveText([
      'Prepaid',
      'Postpaid',
      'Data-only',
      'Voice + Data',
    ]);
  });

  for (const path of ['/about', '/ar/about'])
    test(`${path} shows each principle's three panels, each under its tab's name`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const panels = page.locator(
        'section[aria-labelledby="principles-heading"] [role="tabpanel"]',
      );
      await expect(panels).toHaveCount(15);
      for (const panel of await panels.all()) {
        await expect(panel).toBeVisible();
        // The tab it belongs to is hidden; its name is the panel's caption.
        const tabId = await panel.getAttribute('aria-labelledby');
        const tabName = (await page.locator(`[id="${tabId}"]`).textContent())!.trim();
        expect(tabName.length).toBeGreaterThan(0);
        await expect(panel.locator('p').first()).toHaveText(tabName);
        await expect(panel.locator('p').first()).toBeVisible();
        expect((await panel.innerText()).length).toBeGreaterThan(tabName.length + 20);
      }
    });

  for (const locale of ['en', 'ar'] as const)
    test(`the ${locale} guide library lists each guide as a link to its page, featured ones too`, async ({
      page,
    }) => {
      const prefix = locale === 'ar' ? '/ar' : '';
      await page.goto(`${prefix}/guides`);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const items = page.locator('section[aria-labelledby="all-guides-heading"] > ul > li');
      await expect(items).toHaveCount(10);
      for (const item of await items.all()) {
        const slug = (await item.getAttribute('id'))!.replace(/^guide-/, '');
        const link = item.getByRole('heading', { level: 3 }).getByRole('link');
        await expect(link).toHaveAttribute('href', `${prefix}/guides/${slug}`);
        await expect(item.getByRole('button')).toHaveCount(0);
      }
      const featured = page
        .locator('section[aria-labelledby="featured-heading"]')
        .getByRole('link');
      expect(await featured.count()).toBeGreaterThan(0);
      for (const link of await featured.all())
        await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}/guides/[a-z0-9-]+$`));

      // A guide's link leads to the guide, its title the page's heading.
      const first = items.first().getByRole('heading', { level: 3 }).getByRole('link');
      const title = (await first.locator('span > span').first().textContent())!.trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/guides/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
});

test.describe('with JavaScript', () => {
  test('the library shows its guides as buttons, the tab sets their tabs, and no caption or link meant for pages without scripts', async ({
    page,
  }) => {
    await page.goto('/guides');
    const items = page.locator('section[aria-labelledby="all-guides-heading"] > ul > li');
    await expect(items.first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(0);
    await expect(
      items.first().getByRole('heading', { level: 3 }).getByRole('button'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Filter Guides/ })).toBeVisible();

    await page.goto('/about');
    const panels = page.locator('section[aria-labelledby="principles-heading"] [role="tabpanel"]');
    await expect(panels.filter({ visible: true })).toHaveCount(5);
    await expect(panels.first().locator('p').first()).toBeHidden();
    await expect(page.getByRole('tablist')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  test('the lines that ask to choose, expand or press are shown', async ({ page }) => {
    for (const [path, before, hint] of SCRIPT_HINTS) {
      await page.goto(path);
      const text = await mainText(page);
      expect(text, path).toContain(before);
      expect(text, path).toContain(hint);
    }
    // The policy's line ends in the button it speaks of.
    await expect(
      page.locator('main p', { hasText: 'يمكنك تغيير خيارك' }).getByRole('button'),
    ).toBeVisible();
  });
});
