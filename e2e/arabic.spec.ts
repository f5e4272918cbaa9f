/**
 * Behaviour that depends on language or direction, in Arabic: navigation, the consent banner and
 * badge, the comparison and the legal section navigation (guides search, forms and tabs have their
 * Arabic tests beside their English ones). Copy is read from content/ar, as a visitor reads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures';

const ar = (file: string) =>
  matter(fs.readFileSync(path.join(__dirname, '..', 'content', 'ar', file), 'utf8')).data;
const ui = ar('pages/ui.mdx').blocks;

test('navigation: the header, the phone menu and the breadcrumbs keep the reader in Arabic', async ({
  page,
}) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('navigation', { name: ui.layout.mainNavLabel });
  await main.getByRole('link', { name: ui.routes.guides }).click();
  await expect(page).toHaveURL('/ar/guides');
  await expect(main.getByRole('link', { name: ui.routes.guides })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Breadcrumbs name the pages in Arabic and lead back to the Arabic home.
  await page.goto('/ar/plans/catalogue');
  const crumbs = page.getByRole('navigation', { name: ui.breadcrumbLabel });
  await expect(crumbs.getByRole('listitem')).toHaveText(
    [ui.routes.home, ui.routes.plans, ui.routes.catalogue].map((t) => new RegExp(t)),
  );
  await page
    .getByRole('navigation', { name: ui.breadcrumbLabel })
    .getByRole('link', { name: ui.routes.home })
    .click();
  await expect(page).toHaveURL('/ar');

  // The phone menu: every link stays under /ar.
  await page.setViewportSize({ width: 375, height: 740 });
  await waitForHydration(page);
  await page.getByRole('button', { name: ui.layout.menuButton }).click();
  const menu = page.getByRole('navigation', { name: ui.layout.mobileNavLabel });
  await expect(menu).toBeVisible();
  for (const href of await menu
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href, 'a phone-menu link').toMatch(/^\/ar(\/|$)|^\/(?!ar)/);
  await menu.getByRole('link', { name: ui.routes.plans, exact: true }).click();
  await expect(page).toHaveURL('/ar/plans');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // No postal address is configured in the build: the footer prints none (its Arabic form is
  // rendered in tests/unit/contact-config.test.tsx).
  await expect(page.getByRole('contentinfo').locator('address')).toHaveCount(0);
});

test('consent: the banner and its choices in Arabic, and the badge counts in Arabic plural forms', async ({
  page,
}) => {
  const c = ui.cookieConsent;
  await page.goto('/ar/about');
  const banner = page.getByRole('region', { name: c.regionLabel });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: c.heading })).toBeVisible();
  // The open banner passes axe in the route sweep's scan of /ar/about (e2e/routes-sweep.spec.ts).
  await banner.getByRole('button', { name: c.acceptAll }).click();
  // Three optional categories: Arabic's "few" form.
  const badge = page.getByRole('button', { name: new RegExp(c.badge.few.replace('{count}', '3')) });
  await expect(badge).toBeVisible();
  await expect(badge).toBeFocused();
  // The badge sits at the end side: bottom left in a right-to-left page.
  const box = (await badge.boundingBox())!;
  expect(box.x).toBeLessThan(page.viewportSize()!.width / 2);
  // Customize, keep only one: the "one" form, which names no number.
  await badge.click();
  await page
    .getByRole('region', { name: c.regionLabel })
    .getByRole('button', { name: c.customize })
    .click();
  const prefs = page.getByRole('region', { name: c.regionLabel });
  await prefs.getByRole('switch', { name: c.categories.analytics.title }).click();
  await prefs.getByRole('button', { name: c.savePreferences }).click();
  await expect(page.getByRole('button', { name: new RegExp(c.badge.one) })).toBeVisible();
});

test('comparison in Arabic: add a catalogue plan, see it costed, remove it, without leaving /ar', async ({
  page,
}) => {
  const compare = ar('pages/compare.mdx').blocks;
  const catalogue = ar('pages/catalogue.mdx').blocks;
  const plan = ar('plans/catalogue/du/control-plan-80-flexible.mdx');
  await page.goto('/ar/plans/compare');
  await waitForHydration(page);
  const label = compare.picker.choiceLabel
    .replace('{operator}', catalogue.operators[plan.operator])
    .replace('{name}', plan.name);
  await page.getByLabel(compare.picker.label, { exact: true }).selectOption({ label });
  await page.getByRole('button', { name: compare.picker.addLabel }).click();
  await expect(page).toHaveURL(/\/ar\/plans\/compare\?o=control-plan-80-flexible/);
  await expect(page.getByRole('heading', { name: compare.results.heading })).toBeVisible();
  await expect(page.getByText(plan.name).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('comparison in Arabic without JavaScript: a shared link holds the whole comparison, in Arabic', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const compare = ar('pages/compare.mdx').blocks;
  await page.goto(
    '/ar/plans/compare?o=control-plan-80-flexible&o=elife-ultra-starter-24-months&m=6',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: compare.results.heading })).toBeVisible();
  // Every form of the page posts back to the Arabic comparison.
  for (const action of await page
    .locator('form[method="get"], form:not([method])')
    .evaluateAll((fs) => fs.map((f) => f.getAttribute('action'))))
    expect(action).toBe('/ar/plans/compare');
  // A quote typed the Arabic way (Arabic-Indic digits, «غير محدود» from content) is read and costed.
  const unlimited = compare.form.unlimitedWords.split('،')[0].trim();
  const typed = new URLSearchParams({
    enter: '1',
    name: 'عرض المتجر',
    monthly: '١٩٩',
    vat: 'included',
    contract: '١٢',
    data: unlimited,
  });
  await page.goto(`/ar/plans/compare?${typed}`);
  await expect(page).toHaveURL(/\/ar\/plans\/compare\?(?!.*enter=1)/);
  await expect(page.getByText('عرض المتجر').first()).toBeVisible();
  await context.close();
});

test('comparison in Arabic without JavaScript: one period for every offer, chosen in a GET form and named in Arabic plural forms', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const r = ar('pages/compare.mdx').blocks.results;
  // 12, 24 and 36 take the plural form "many" in Arabic (شهرًا).
  const named = (forms: Record<string, string>, count: number) =>
    forms.many.replace('{count}', String(count));
  await page.goto('/ar/plans/compare?o=control-plan-80-flexible&o=elife-ultra-starter-24-months');
  await expect(page.getByTestId('verdict')).toContainText(named(r.period, 12));
  await page.getByLabel(r.periodLabel).selectOption({ label: named(r.periodOption, 24) });
  await page.getByRole('button', { name: r.exitSubmit }).click();
  await expect(page).toHaveURL(/\/ar\/plans\/compare\?.*p=24/);
  await expect(page.getByTestId('verdict')).toContainText(named(r.period, 24));
  const total = page.getByTestId('comparison-table').locator('tr[data-row="total"] td').first();
  await expect(total).toContainText(r.months.many.replace('{total} ', '').replace('{count}', '24'));
  await context.close();
});

test('legal section navigation in Arabic: a click moves focus to the section and updates the hash', async ({
  page,
}) => {
  await page.goto('/ar/privacy');
  const nav = page.getByRole('navigation', { name: ui.legal.navLabel });
  const children = nav.getByRole('link', { name: 'خصوصية الأطفال' });
  await children.click();
  await expect(page.locator('#children')).toBeFocused();
  await expect(page).toHaveURL(/\/ar\/privacy#children$/);
  await expect(children).toHaveAttribute('aria-current', 'location');
  // Navigation items sit at the start side: right in a right-to-left page, at wide widths.
  await page.setViewportSize({ width: 1280, height: 800 });
  const box = (await nav.boundingBox())!;
  expect(box.x + box.width / 2).toBeGreaterThan(640);
});

// The language switch's name on /about and /ar/about: e2e/route-extras.ts, in their visits of
// e2e/routes-sweep.spec.ts.
