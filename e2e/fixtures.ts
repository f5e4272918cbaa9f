import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { randomBytes } from 'node:crypto';
import { STARTED_FIELD } from '../lib/forms/fields';

/**
 * `consoleErrors` fails a test on any console error or uncaught page error (tests assert it empty).
 * Every test is also its own visitor: a random client address from the IPv6 documentation range
 * (a header value only, never contacted; the server trusts it only in the test run), so
 * per-visitor rate limits never leak between tests.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A page adds its start-up scripts once it has painted (lib/server/static/paint-first.mjs,
  // lib/server/painted-answer.mjs), which can come after 'load', where goto and reload stop
  // waiting. With JavaScript on, they also wait for what a visitor's page has done by the time it
  // is read: Next's app router mounted (its route announcer is in the page), so clicks reach the
  // hydrating page.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const started = () =>
        page.waitForFunction(
          () =>
            ![...document.scripts].some(
              (s) => !s.src && s.text.includes('first-contentful-paint'),
            ) || document.querySelector('next-route-announcer') !== null,
          undefined,
          { timeout: 15_000 },
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await started();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await started();
        return response;
      };
    }
    await provide(page);
  },
  extraHTTPHeaders: async ({}, provide) => {
    await provide({
      'x-forwarded-for': `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`,
    });
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    await provide(errors);
  },
});

export { expect };

/**
 * Serious or critical axe violations (WCAG 2.2 AA rule set), formatted for a readable failure.
 * Legacy mode runs axe once in the page itself. The default mode runs it per frame and then
 * finishes in a second, blank page it opens, injecting axe twice: that extra page only matters
 * for cross-origin frames, and the site has none (its CSP allows no frame source).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Measure the layout a reader ends up with: target sizes and contrast depend on the web font,
  // which swaps in after first paint (the Arabic font's metrics differ from the fallback's).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Only the violations are read: axe keeps one node of each other result type instead of a
  // selector for every node that passed (that tail is most of a scan on a long page).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** JSON-LD blocks of the page, parsed (throws on an unparseable one). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  return raw.map((r) => JSON.parse(r));
}

/**
 * Waits until the page's scripts run, judged by real UI: the sticky header gains its shadow when
 * the page scrolls (then the page scrolls back to the top). The page must be taller than the
 * viewport by the header's threshold.
 */
export async function waitForHydration(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1, { timeout: 250 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('header[data-scrolled="false"]')).toHaveCount(1);
}

/**
 * Loads `path` and checks that its tab lists hydrate as the server drew them: a MutationObserver
 * installed before the page's first byte records every change to a tab list once the parser has
 * built it (an attribute changed, a node removed), and there is none once the page has hydrated.
 */
export async function expectTabListsHydrateUnchanged(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { tabChanges: string[] };
    w.tabChanges = [];
    new MutationObserver((records) => {
      for (const r of records)
        if (r.type === 'attributes' || r.removedNodes.length)
          if ((r.target as Element).closest?.('[role="tablist"]'))
            w.tabChanges.push(`${r.type} ${r.attributeName ?? ''}`);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(path);
  await waitForHydration(page);
  expect(
    await page.evaluate(() => (window as unknown as { tabChanges: string[] }).tabChanges),
  ).toEqual([]);
}

/**
 * A person's pace before sending `form`: waits until the form holds its timing token (fetched once
 * its script runs), then until the token is the minimum age old and 100 ms more. The token starts
 * with the time the server issued it (`<ms>.<nonce>.<signature>`, lib/forms/guard.ts) and the server
 * counts its age from there, on this machine's clock: so the wait ends when that age is reached,
 * however long hydration, the token's fetch and the fills took meanwhile. The server thanks a post
 * made sooner but stores nothing. The test server's minimum is E2E_FORM_MIN_FILL_MS
 * (playwright.config.ts, 1 s), a person's is 2 s (lib/forms/guard.ts).
 */
export async function atPersonsPace(form: Locator) {
  const token = form.locator(`input[name="${STARTED_FIELD}"]`);
  await expect(token).not.toHaveValue('', { timeout: 15_000 });
  const issuedAt = Number(/^(\d+)\./.exec(await token.inputValue())?.[1]);
  expect(issuedAt, 'the timing token starts with the time it was issued').toBeGreaterThan(0);
  const oldEnough = issuedAt + Number(process.env.E2E_FORM_MIN_FILL_MS ?? 2000) + 100;
  await form.page().waitForTimeout(Math.max(0, oldEnough - Date.now()));
}

/** The URLs of the POSTs the page sends (only those whose URL includes `path`), as they go. */
export function watchPosts(page: Page, path = '') {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(path)) posts.push(r.url());
  });
  return posts;
}

/** Records every CSP violation the page reports; the returned function reads them. */
export async function watchViolations(page: Page) {
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

/** The security headers every answer carries, and a strict CSP (no inline script or style). */
export function expectSecurityHeaders(h: Record<string, string>) {
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
  expect(csp).not.toContain('unsafe-inline');
  const scriptSrc = csp.match(/script-src[^;]*/)![0];
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(scriptSrc).toMatch(/'sha256-|'nonce-/);
}
