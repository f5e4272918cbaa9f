import { uiCopy } from './routes';
import { expect, seriousAxeViolations, test } from './fixtures';

const SITE = 'http://localhost:3000';

// Every public route's visit: routes-sweep.spec.ts; its head and JSON-LD: npm run test:html.

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
