/**
 * One browser visit per public route, in each language, for every check a route owes in a
 * browser: the status, the security headers and strict CSP, the language and direction, a clean
 * console with no CSP violation, the first-time visitor's cookie banner, accessibility (axe, once
 * per page template in each language: one guide, one catalogue plan, one newsletter issue, one
 * legal document stand for the others, which share their page's markup), every Arabic page's
 * layout at a laptop's and a phone's width, and the hydration probes on the pages they watch.
 * The head (title, canonical, hreflang, social tags, JSON-LD) is read from the served HTML by
 * `npm run test:html` (scripts/page-head.ts), as a crawler reads it.
 */
import { cataloguePlanPath, guidePath, pageRoutes } from '../lib/navigation/routes';
import { localePath } from '../lib/i18n/paths';
import {
  expect,
  expectSecurityHeaders,
  seriousAxeViolations,
  test,
  waitForHydration,
  watchViolations,
} from './fixtures';
import { watchCommits, watchIntlFormatters } from './hydration-probes';
import { overflowAtWidths, WIDTHS } from './overflow';
import {
  ALL_ROUTES,
  CATALOGUE_SLUGS,
  GUIDE_SLUGS,
  NEWSLETTER_ISSUES,
  uiCopy,
  type Route,
} from './routes';

/** Pages whose first counts are shown while they hydrate: no Intl formatter may be built for them. */
const INTL_PATHS = new Set(['/', '/guides', '/contact', '/ar/contact', '/complain', '/ar/plans']);
/** Every page of the route table, one page of each collection, and the Arabic contact page. */
const SYNC_PATHS = new Set([
  ...pageRoutes.map((r) => r.path),
  guidePath(GUIDE_SLUGS[0]),
  cataloguePlanPath(CATALOGUE_SLUGS[0]),
  `/newsletter/${NEWSLETTER_ISSUES[0]}`,
  '/ar/contact',
]);

/** A route's page template: the collections' pages and the legal documents share one each. */
const COLLECTIONS = new Map<string, string>([
  ...GUIDE_SLUGS.map((s) => [guidePath(s), 'a guide'] as const),
  ...CATALOGUE_SLUGS.map((s) => [cataloguePlanPath(s), 'a catalogue plan'] as const),
  ...NEWSLETTER_ISSUES.map((n) => [`/newsletter/${n}`, 'a newsletter issue'] as const),
  ...['/privacy', '/terms', '/cookie-policy'].map((p) => [p, 'a legal document'] as const),
]);
const template = (r: Route) => COLLECTIONS.get(r.logical) ?? r.logical;
/** The first route of each template in each language: axe scans these. */
const firstOfTemplate = new Map<string, string>();
for (const r of ALL_ROUTES)
  if (!firstOfTemplate.has(`${r.locale} ${template(r)}`))
    firstOfTemplate.set(`${r.locale} ${template(r)}`, r.path);
const AXE_PATHS = new Set(firstOfTemplate.values());

const sizes = WIDTHS.join(' and ');
for (const route of ALL_ROUTES) {
  const checks = [
    '200, security headers, lang and dir',
    ...(AXE_PATHS.has(route.path) ? [`no serious axe violations (${template(route)})`] : []),
    'no console error or CSP violation',
    ...(INTL_PATHS.has(route.path)
      ? ['no Intl number or date formatter is built while the page loads and hydrates']
      : []),
    ...(SYNC_PATHS.has(route.path) ? ['nothing renders synchronously inside the hydration'] : []),
    ...(route.locale === 'ar' ? [`no sideways scroll, no text out of its box at ${sizes} px`] : []),
  ];
  test(`route ${route.path}: ${checks.join(', ')}`, async ({ page, consoleErrors }) => {
    test.setTimeout(45_000); // a full axe scan of the longest pages takes up to 17 s on a busy machine
    const violations = await watchViolations(page);
    const formatters = INTL_PATHS.has(route.path) ? await watchIntlFormatters(page) : null;
    const commits = SYNC_PATHS.has(route.path) ? await watchCommits(page) : null;
    const res = await page.goto(route.path);
    expect(res?.status()).toBe(200);
    expectSecurityHeaders(res!.headers());
    await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      route.locale === 'ar' ? 'rtl' : 'ltr',
    );

    if (formatters || commits) {
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (formatters) expect(await formatters()).toEqual([]);
      if (commits) {
        // The hook saw the hydration (so a hook React ignored cannot pass), and no nested commit.
        await expect.poll(async () => (await commits()).length).toBeGreaterThan(0);
        expect(await commits()).not.toContain('inside the previous commit');
      }
    }

    // Late UI included: a first-time visitor's cookie banner appears after 1 s; check with it shown.
    const ui = uiCopy(route.locale);
    await expect(page.getByRole('region', { name: ui.cookieConsent.regionLabel })).toBeVisible();
    if (AXE_PATHS.has(route.path)) expect(await seriousAxeViolations(page)).toEqual([]);
    if (route.locale === 'ar') expect(await overflowAtWidths(page, route.path)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}

/** A comparison with offers in it: its tables are the widest thing the site draws. */
const COMPARE_WITH_OFFERS = localePath(
  '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible&o=elife-ultra-starter-no-commitment',
  'ar',
);

test(`Arabic pages: ${COMPARE_WITH_OFFERS} at ${sizes} px: no sideways scroll, no text out of its box`, async ({
  page,
}) => {
  const response = await page.goto(COMPARE_WITH_OFFERS);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await overflowAtWidths(page, COMPARE_WITH_OFFERS)).toEqual([]);
});
