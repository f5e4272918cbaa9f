import { ROUTES } from './routes';
import {
  expect,
  expectSecurityHeaders,
  jsonLd,
  seriousAxeViolations,
  test,
  watchViolations,
} from './fixtures';

// One visit per route checks everything a route owes: the status, the security headers and strict
// CSP, the full head, the JSON-LD, accessibility, and a clean console with no CSP violation. (One visit rather than three: the suite visits 32 routes.)
for (const route of ROUTES) {
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
    const title = await page.title();
    expect(title).toMatch(/^.+ \| ClearSignal - UAE Telecom Guide$/);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const keywords = await head.locator('meta[name="keywords"]').getAttribute('content');
    expect(keywords?.split(',').length).toBeGreaterThan(8);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      route.path === '/' ? 'http://localhost:3000' : `http://localhost:3000${route.path}`,
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /^http:\/\/localhost:3000\/.+/,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');

    // Parseable JSON-LD with Organization (Sharjah) and WebSite with a search action.
    const blocks = await jsonLd(page);
    const org = blocks.find((b) => b['@type'] === 'Organization') as {
      address: { addressLocality: string };
    };
    expect(org.address.addressLocality).toBe('Sharjah');
    const site = blocks.find((b) => b['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(
      'http://localhost:3000/guides?q={search_term_string}',
    );

    // Late UI included: a first-time visitor's cookie banner appears after 1 s; check with it shown.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
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
