import { ALL_ROUTES, ARABIC_NEWSLETTER_ISSUES, uiCopy } from './routes';
import {
  expect,
  expectSecurityHeaders,
  jsonLd,
  seriousAxeViolations,
  test,
  watchViolations,
} from './fixtures';

const OG_LOCALE = { en: 'en_US', ar: 'ar_AE' } as const;
const SITE = 'http://localhost:3000';
const url = (p: string) => (p === '/' ? SITE : `${SITE}${p}`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One visit per route, in each language, checks everything a route owes: the status, the security
// headers and strict CSP, the language and direction, the full head with its hreflang alternates,
// the JSON-LD, accessibility, and a clean console with no CSP violation.
for (const route of ALL_ROUTES) {
  test(`route ${route.path}: 200, security headers, full head, JSON-LD, no serious axe violations, no console error or CSP violation`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(45_000); // a full axe scan of the longest pages takes up to 17 s on a busy machine
    const violations = await watchViolations(page);
    const res = await page.goto(route.path);
    expect(res?.status()).toBe(200);
    expectSecurityHeaders(res!.headers());

    // The head: title, description, keywords, canonical, social tags, robots.
    const ui = uiCopy(route.locale);
    await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      route.locale === 'ar' ? 'rtl' : 'ltr',
    );
    const title = await page.title();
    expect(title).toMatch(new RegExp(`^.+ \\| ${escape(ui.site.titleSuffix)}$`));
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const keywords = await head.locator('meta[name="keywords"]').getAttribute('content');
    expect(keywords?.split(',').length).toBeGreaterThan(8);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url(route.path));
    // hreflang: English at the unprefixed URL (also x-default), Arabic under /ar.
    const arabic = route.logical === '/' ? '/ar' : `/ar${route.logical}`;
    const issue = route.logical.match(/^\/newsletter\/(.+)$/)?.[1];
    const hasArabic = !issue || ARABIC_NEWSLETTER_ISSUES.includes(issue);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      url(route.logical),
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      url(route.logical),
    );
    if (hasArabic)
      await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        url(arabic),
      );
    else await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(0);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      OG_LOCALE[route.locale],
    );
    await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /^http:\/\/localhost:3000\/.+/,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');

    // Parseable JSON-LD with Organization (no address or email: the build configures none) and
    // WebSite with a search action.
    const blocks = await jsonLd(page);
    const org = blocks.find((b) => b['@type'] === 'Organization') as Record<string, unknown>;
    expect(org.name).toBeTruthy();
    expect(org).not.toHaveProperty('address');
    expect(org).not.toHaveProperty('email');
    const site = blocks.find((b) => b['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(
      `${url(route.locale === 'ar' ? '/ar/guides' : '/guides')}?q={search_term_string}`,
    );
    expect((site as { inLanguage?: string }).inLanguage).toBe(route.locale);

    // Late UI included: a first-time visitor's cookie banner appears after 1 s; check with it shown.
    await expect(page.getByRole('region', { name: ui.cookieConsent.regionLabel })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}

test('an unknown path answers 404 with a way back', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | ClearSignal - UAE Telecom Guide');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an unknown path under /ar answers 404 in Arabic, right to left, with a way back to the Arabic home', async ({
  page,
  request,
}) => {
  const ui = uiCopy('ar');
  // Rendered on the server, in the site's layout: what a visitor without JavaScript gets.
  for (const [path, locale] of [
    ['/ar/no-such-page', 'ar'],
    ['/no-such-page', 'en'],
  ] as const) {
    const res = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html, path).toMatch(
      new RegExp(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`),
    );
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${uiCopy(locale).notFound.title}</h1>`));
  }
  const res = await page.goto('/ar/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ui.notFound.title })).toBeVisible();
  await expect(page).toHaveTitle(`${ui.notFound.title} | ${ui.site.titleSuffix}`);
  await page.getByRole('link', { name: ui.layout.homeLink.label }).click();
  await expect(page).toHaveURL('/ar');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a page and its 404 carry the not-found view in their own language only (rendered on the server, not picked in the browser)', async ({
  request,
}) => {
  const other = { en: 'ar', ar: 'en' } as const;
  for (const [path, locale] of [
    ['/ar/no-such-page', 'ar'],
    ['/no-such-page', 'en'],
    ['/ar/about', 'ar'],
    ['/about', 'en'],
  ] as const) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    // The page's React payload, inline or in a file of its own (paint-first), is read too.
    const flights = html.match(/\/_next\/static\/flight\/[^"'\s\\]+\.js/g) ?? [];
    const payloads = await Promise.all(flights.map(async (f) => (await request.get(f)).text()));
    const sent = [html, ...payloads].join('\n');
    expect(sent, path).not.toContain(uiCopy(other[locale]).notFound.text);
    if (path.includes('no-such-page')) expect(sent, path).toContain(uiCopy(locale).notFound.text);
  }
});

test('/en and /en/... redirect permanently to the unprefixed English URL; nothing sets a cookie or redirects by Accept-Language', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/plans', '/plans'],
    ['/en/guides/number-portability', '/guides/number-portability'],
  ]) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(new URL(res.headers()['location'], SITE).pathname, from).toBe(to);
  }
  for (const path of ['/', '/plans', '/ar', '/ar/plans', '/no-such-page', '/en/about']) {
    const res = await request.get(path, {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ar-AE,ar;q=0.9', Cookie: 'NEXT_LOCALE=ar' },
    });
    expect(res.headers()['set-cookie'], path).toBeUndefined();
    if (!path.startsWith('/en')) expect([200, 404], path).toContain(res.status());
  }
});

test('the language switch goes to the same page in the other language, keeping the query, with JavaScript and without', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/plans/compare?o=control-plan-80-flexible&m=6');
    const toArabic = page
      .getByRole('banner')
      .getByRole('link', { name: uiCopy('en').layout.languageSwitch });
    await expect(toArabic).toHaveAttribute(
      'href',
      '/ar/plans/compare?o=control-plan-80-flexible&m=6',
    );
    await expect(toArabic).toHaveAttribute('hreflang', 'ar');
    await toArabic.click();
    await expect(page).toHaveURL('/ar/plans/compare?o=control-plan-80-flexible&m=6');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const toEnglish = page
      .getByRole('contentinfo')
      .getByRole('link', { name: uiCopy('ar').layout.languageSwitch });
    await toEnglish.click();
    await expect(page).toHaveURL('/plans/compare?o=control-plan-80-flexible&m=6');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await context.cookies()).toEqual([]);
    await context.close();
  }
});
