/**
 * One browser visit per public route, in each language, for every check a route owes in a
 * browser with JavaScript: the status, the security headers and strict CSP, the language and
 * direction, a clean console with no CSP violation, the first-time visitor's cookie banner (never
 * the largest paint on a phone), accessibility (axe, once per page template in each language: one
 * guide, one catalogue plan, one newsletter issue, one legal document stand for the others, which
 * share their page's markup), every Arabic page's layout at a laptop's and a phone's width, the
 * hydration probes, the paint-first loader, the fonts, and what a page shows of its own
 * (e2e/route-extras.ts). The head (title, canonical, hreflang, social tags, JSON-LD) is read from
 * the served HTML by `npm run test:html` (scripts/page-head.ts), as a crawler reads it; the same
 * pages without JavaScript: e2e/scriptless-controls.spec.ts.
 *
 * A test visits a few routes one after another in one page, as a reader browsing the site would
 * (a first-time visitor still: nothing is chosen in the banner): a new browser context per route
 * cost each visit its start-up and a cold cache. Each test's first route is its context's first
 * visit, with nothing cached: the pages whose fonts and chunks are checked lead a test each.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { cataloguePlanPath, guidePath, pageRoutes } from '../lib/navigation/routes';
import { localePath } from '../lib/i18n/paths';
import { largestPaint, paintsReported } from './consent-helpers';
import {
  expect,
  expectSecurityHeaders,
  seriousAxeViolations,
  test,
  watchViolations,
} from './fixtures';
import { expectArabicFonts, expectEnglishFonts, recordFontRequests } from './font-checks';
import { watchCommits, watchIntlFormatters } from './hydration-probes';
import { overflowAtWidths, resize, WIDTHS } from './overflow';
import { expectPaintedFirst, watchFirstChunk } from './paint-first-probe';
import { LAST, LOOK } from './route-extras';
import {
  ALL_ROUTES,
  CATALOGUE_SLUGS,
  GUIDE_SLUGS,
  NEWSLETTER_ISSUES,
  uiCopy,
  type Route,
} from './routes';
import { amountsLineUp, chartReadsRightToLeft, tableKeepsItsFirstColumn } from './rtl-comparison';

/** Pages whose first counts are shown while they hydrate: no Intl formatter may be built for them. */
const INTL_PATHS = ['/', '/guides', '/contact', '/ar/contact', '/complain', '/ar/plans'];
/** Every page of the route table, one page of each collection, and the Arabic contact page. */
const SYNC_PATHS = [
  ...pageRoutes.map((r) => r.path),
  guidePath(GUIDE_SLUGS[0]),
  cataloguePlanPath(CATALOGUE_SLUGS[0]),
  `/newsletter/${NEWSLETTER_ISSUES[0]}`,
  '/ar/contact',
];
/**
 * Pages checked to paint before any of their scripts runs, then hydrate (prerendered ones, and the
 * catalogue and the complaint page, rendered per request): e2e/paint-first.spec.ts has the rest.
 */
const PAINT_FIRST_PATHS = [
  '/',
  '/ar',
  '/guides',
  '/plans',
  '/guides/number-portability',
  '/contact',
  '/plans/catalogue',
  '/ar/plans/catalogue',
  '/complain',
  '/ar/complain',
];
/** The fonts each language's home page asks for (its context's first visit). */
const FONTS: Record<string, (page: Page, fonts: string[]) => Promise<void>> = {
  '/': expectEnglishFonts,
  '/ar': expectArabicFonts,
};

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

/**
 * Every page but the guides, in both languages, is first drawn on a phone, where the cookie banner
 * must never be the largest paint (the page's own content is: on /ar/contact it once was, and
 * Lighthouse's LCP waited for the banner), then read at a laptop's width (Arabic pages then at a
 * phone's again, for their layout).
 */
const PHONE = { width: 412, height: 823 };
const LAPTOP = { width: 1280, height: 800 };
const phoneFirst = (r: Route) => !r.logical.startsWith('/guides/');

/** The routes of each test: one leading page of PAINT_FIRST_PATHS each, the rest dealt by weight. */
const TESTS = PAINT_FIRST_PATHS.length + 2;
const weight = (r: Route) => (AXE_PATHS.has(r.path) ? 3 : 1) + (r.locale === 'ar' ? 1 : 0);
const groups: Route[][] = Array.from({ length: TESTS }, (_, i) =>
  ALL_ROUTES.filter((r) => r.path === PAINT_FIRST_PATHS[i]),
);
for (const route of ALL_ROUTES.filter((r) => !PAINT_FIRST_PATHS.includes(r.path))
  .slice()
  .sort((a, b) => weight(b) - weight(a))) {
  const load = (g: Route[]) => g.reduce((sum, r) => sum + weight(r), 0);
  groups.reduce((lightest, g) => (load(g) < load(lightest) ? g : lightest)).push(route);
}

/** What a route's visit checks, for the test's name. */
function checksOf(route: Route) {
  const sizes = WIDTHS.join(' and ');
  return [
    '200, security headers, lang and dir, the cookie banner',
    ...(phoneFirst(route) ? ['the banner is not the largest paint at 412 px'] : []),
    ...(AXE_PATHS.has(route.path) ? [`no serious axe violations (${template(route)})`] : []),
    ...(INTL_PATHS.includes(route.path) ? ['no Intl formatter built while it hydrates'] : []),
    ...(SYNC_PATHS.includes(route.path) ? ['nothing renders synchronously in hydration'] : []),
    ...(PAINT_FIRST_PATHS.includes(route.path) ? ['paints before its scripts run'] : []),
    ...(route.path in FONTS ? ['its fonts'] : []),
    ...(route.locale === 'ar' ? [`no sideways scroll, no text out of its box at ${sizes} px`] : []),
    ...(route.path in LOOK || route.path in LAST ? ['what it shows (route-extras)'] : []),
    'no console error or CSP violation',
  ].join(', ');
}

/** What the test's page records from its first visit on (read for the route open now). */
type Watched = {
  consoleErrors: string[];
  violations: () => Promise<string[]>;
  formatters: () => Promise<string[]>;
  commits: () => Promise<string[]>;
};

/** Visits `route` in the test's page and makes every check it owes. */
async function visit(page: Page, route: Route, seen: Watched, request: APIRequestContext) {
  const errorsBefore = seen.consoleErrors.length;
  await page.setViewportSize(phoneFirst(route) ? PHONE : LAPTOP);
  const fonts = route.path in FONTS ? recordFontRequests(page) : null;
  const res = await page.goto(route.path);
  expect(res?.status()).toBe(200);
  expectSecurityHeaders(res!.headers());
  await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', route.locale === 'ar' ? 'rtl' : 'ltr');

  // Late UI included: a first-time visitor's cookie banner appears 1 s after the page hydrates
  // (so the page's scripts have run by now); every check below is made with it shown.
  const ui = uiCopy(route.locale);
  await expect(page.getByRole('region', { name: ui.cookieConsent.regionLabel })).toBeVisible();
  // The checks that only read the page run now; the banner's paint is reported by the time a
  // later frame's is (consent-helpers paintsReported). No input is made before the largest paint
  // is read: input ends its recording.

  const [intl, sync] = [INTL_PATHS.includes(route.path), SYNC_PATHS.includes(route.path)];
  if (intl || sync) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (intl) expect(await seen.formatters()).toEqual([]);
  if (sync) {
    // The hook saw the hydration (so a hook React ignored cannot pass), and no nested commit.
    await expect.poll(async () => (await seen.commits()).length).toBeGreaterThan(0);
    expect(await seen.commits()).not.toContain('inside the previous commit');
  }
  if (PAINT_FIRST_PATHS.includes(route.path)) await expectPaintedFirst(page, res!);
  if (fonts) await FONTS[route.path](page, await fonts());
  if (phoneFirst(route)) {
    await paintsReported(page);
    const largest = await largestPaint(page, ui.cookieConsent.regionLabel);
    expect(largest.inBanner, `largest paint: ${largest.text}`).toBe(false);
    await resize(page, LAPTOP);
  }

  for (const check of LOOK[route.path] ?? []) await check(page, request);
  if (AXE_PATHS.has(route.path)) expect(await seriousAxeViolations(page)).toEqual([]);
  if (route.locale === 'ar') expect(await overflowAtWidths(page, route.path)).toEqual([]);
  if (route.path in LAST) await resize(page, LAPTOP);
  for (const check of LAST[route.path] ?? []) await check(page, request);
  expect(seen.consoleErrors.slice(errorsBefore)).toEqual([]);
  expect(await seen.violations()).toEqual([]);
}

test('every route is visited once, and every route with checks of its own is a route', () => {
  const swept = groups.flat().map((r) => r.path);
  expect(swept.slice().sort()).toEqual(ALL_ROUTES.map((r) => r.path).sort());
  expect(new Set(swept).size).toBe(swept.length);
  const own = [...INTL_PATHS, ...SYNC_PATHS, ...PAINT_FIRST_PATHS, ...Object.keys(FONTS)];
  own.push(...Object.keys(LOOK), ...Object.keys(LAST));
  expect(own.filter((p) => !swept.includes(p))).toEqual([]);
});

for (const routes of groups)
  test(`routes ${routes.map((r) => r.path).join(', ')}: every check each owes`, async ({
    page,
    consoleErrors,
    request,
  }) => {
    // A full axe scan of the longest pages takes up to 17 s on a busy machine.
    test.setTimeout(45_000 * routes.length);
    const watched: Watched = {
      consoleErrors,
      violations: await watchViolations(page),
      formatters: await watchIntlFormatters(page, INTL_PATHS),
      commits: await watchCommits(page, SYNC_PATHS),
    };
    await watchFirstChunk(page, PAINT_FIRST_PATHS);
    for (const route of routes)
      await test.step(`route ${route.path}: ${checksOf(route)}`, () =>
        visit(page, route, watched, request));
  });

/** A comparison with offers in it: its tables are the widest thing the site draws. */
const COMPARE_WITH_OFFERS = localePath(
  '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible&o=elife-ultra-starter-no-commitment',
  'ar',
);

test(`Arabic pages: ${COMPARE_WITH_OFFERS} at ${WIDTHS.join(' and ')} px: no sideways scroll, no text out of its box; its chart reads right to left, its table scrolls with its first column kept on the right, its amounts line up`, async ({
  page,
}) => {
  const response = await page.goto(COMPARE_WITH_OFFERS);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await chartReadsRightToLeft(page);
  await amountsLineUp(page);
  expect(await overflowAtWidths(page, COMPARE_WITH_OFFERS)).toEqual([]);
  // At 375 px now (the last of WIDTHS).
  expect(page.viewportSize()?.width).toBe(375);
  await tableKeepsItsFirstColumn(page);
});
