import type { Page } from '@playwright/test';
import { ROUTES } from './routes';
import { expect, test } from './fixtures';

const EXTRA = [
  '/no-such-page',
  '/newsletter/confirm?token=x',
  '/form-error?reason=rate',
  '/newsletter/thank-you',
  '/plans/catalogue/filter?type=home-internet&sort=monthly',
];

/** Records every CSP violation the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

for (const path of [...ROUTES.map((r) => r.path), ...EXTRA]) {
  test(`${path} answers with the security headers and a strict CSP, and runs without a CSP violation`, async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const res = await page.goto(path);
    const h = res!.headers();
    expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['x-powered-by']).toBeUndefined();
    const csp = h['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    const scriptSrc = csp.match(/script-src[^;]*/)![0];
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc).toMatch(/'sha256-|'nonce-/);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
    // The page really ran its scripts (hydrated): the header reacts to scrolling.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1);
  });
}

test('no CSP violation while navigating between pages and sending a form', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  for (const label of ['Plans', 'Guides', 'About', 'Contact', 'Home']) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await page.waitForLoadState('load');
  }
  const form = page.locator('section[aria-labelledby="newsletter-heading"]');
  await form.getByRole('textbox', { name: 'Email address' }).fill(`csp-${Date.now()}@example.com`);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('✓ Successfully subscribed to newsletter!')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('every content route is prerendered (static), per the build manifest', async () => {
  const fs = await import('node:fs');
  const prerender = JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, unknown>;
  };
  for (const { path } of ROUTES) expect(Object.keys(prerender.routes), path).toContain(path);
});
