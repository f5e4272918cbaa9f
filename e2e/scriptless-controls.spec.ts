import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_ROUTES } from './routes';
import { mainText, SCRIPT_HINTS, withoutJavaScript } from './without-javascript';

/**
 * Where scripts do not run (JavaScript off), every control on the page does something: no button
 * waits for a script that will never come. Tab sets show their panels (components/ui/tabs.tsx),
 * the guide library's guides are links to their pages (its category tabs links to the library for
 * their category), and the controls that only a script can serve (the library's filters, the
 * cookie settings) are not shown. One visit per page, at a phone's width and then, resized, a
 * laptop's; the same pages with JavaScript: e2e/routes-sweep.spec.ts (e2e/route-extras.ts).
 */

/** The visible buttons that only a script could act on: not a form's, not a popover's. */
const inertButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((b) => b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden')
      .filter((b) => (b.type === 'button' || !b.form) && !b.hasAttribute('popovertarget'))
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 40)),
  );

/** /plans shows every mobile plan type, each under its own heading, and no tab list. */
async function plansPanels(page: Page) {
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
}

/** The About page shows each principle's three panels, each under its tab's name. */
async function principlesPanels(page: Page) {
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const panels = page.locator('section[aria-labelledby="principles-heading"] [role="tabpanel"]');
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
}

/**
 * The guide library lists each guide as a link to its page, featured ones too; its category tabs
 * are links the server answers, and a guide's link leads to the guide. Leaves the page.
 */
async function libraryLinks(page: Page, prefix: '' | '/ar') {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await expect(tabs.nth(3)).toHaveAttribute('href', `${prefix}/guides?category=technical`);
  const items = page.locator('section[aria-labelledby="all-guides-heading"] > ul > li');
  await expect(items).toHaveCount(10);
  for (const item of await items.all()) {
    const slug = (await item.getAttribute('id'))!.replace(/^guide-/, '');
    const link = item.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(link).toHaveAttribute('href', `${prefix}/guides/${slug}`);
    await expect(item.getByRole('button')).toHaveCount(0);
  }
  const featured = page.locator('section[aria-labelledby="featured-heading"]').getByRole('link');
  expect(await featured.count()).toBeGreaterThan(0);
  for (const link of await featured.all())
    await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}/guides/[a-z0-9-]+$`));

  // A category tab, followed: the server renders that category.
  await tabs.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/guides\\?category=technical$`));
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(items).toHaveCount(1);
  // A guide's link leads to the guide, its title the page's heading.
  const first = items.first().getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await first.locator('span > span').first().textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/guides/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** The home page's help section is in the HTML: 15 questions, one open at a time (<details name>). */
async function helpWithoutScript(page: Page) {
  const help = page.locator('section[aria-labelledby="help-heading"]');
  const items = help.locator('details');
  await expect(items).toHaveCount(15);
  await expect(help.locator('summary h3')).toHaveCount(15);
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveJSProperty('open', true);
  await expect(items.nth(2).locator('summary + div')).toBeVisible();
  await items.nth(5).locator('summary').click();
  await expect(items.nth(5)).toHaveJSProperty('open', true);
  await expect(items.nth(2)).toHaveJSProperty('open', false);
}

/** What a page must show without scripts, beyond its buttons (at 1280 px; the last ones click). */
const PAGE_CHECKS: Record<string, ((page: Page) => Promise<void>)[]> = {
  '/plans': [plansPanels],
  '/about': [principlesPanels],
  '/ar/about': [principlesPanels],
  '/': [helpWithoutScript],
  '/guides': [(page) => libraryLinks(page, '')],
  '/ar/guides': [(page) => libraryLinks(page, '/ar')],
};

const PHONE = { width: 375, height: 800 };
const LAPTOP = { width: 1280, height: 800 };
const TESTS = 6;
/** The pages of each test, dealt in turn. */
const chunks = Array.from({ length: TESTS }, (_, n) =>
  ALL_ROUTES.filter((_route, i) => i % TESTS === n).map((route) => route.path),
);

withoutJavaScript('without JavaScript', () => {
  test('every page the sitemap lists, and every page with checks of its own, is one this file visits', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    // Its addresses carry the site's public origin.
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(listed).toContain('/ar/guides');
    expect(listed.filter((p) => !chunks.flat().includes(p))).toEqual([]);
    // ...and so is every page with checks of its own (a misspelt path would skip them).
    const own = [...SCRIPT_HINTS.keys(), ...Object.keys(PAGE_CHECKS)];
    expect(own.filter((p) => !chunks.flat().includes(p))).toEqual([]);
  });

  for (const paths of chunks)
    test(`${paths.join(', ')}: no button that does nothing at 375 or 1280 px, no line that asks to choose a tab, expand a card or press a settings button; tab panels and library links shown`, async ({
      page,
    }) => {
      test.setTimeout(20_000 * paths.length);
      const found: Record<string, string[]> = {};
      for (const path of paths)
        await test.step(path, async () => {
          // One load per page: the layout follows the width in CSS alone here.
          await page.setViewportSize(PHONE);
          await page.goto(path);
          for (const size of [PHONE, LAPTOP]) {
            await page.setViewportSize(size);
            expect(await page.evaluate(() => window.innerWidth)).toBe(size.width);
            const inert = await inertButtons(page);
            if (inert.length) found[`${path} at ${size.width} px`] = inert;
          }
          const hint = SCRIPT_HINTS.get(path);
          if (hint) {
            const text = await mainText(page);
            expect(text, path).toContain(hint.before);
            expect(text, path).not.toContain(hint.hint);
          }
          for (const check of PAGE_CHECKS[path] ?? []) await check(page);
        });
      expect(found).toEqual({});
    });
});
