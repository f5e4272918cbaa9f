import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_DATE_KEY = 'cookie-consent-date';

/** The optional scripts configured for the tests (playwright.config.ts webServer env). */
export const TEST_SCRIPTS = {
  analytics: '/e2e-optional/analytics.js',
  marketing: '/e2e-optional/marketing.js',
};

/**
 * Answers the configured optional scripts: each sets a cookie of its class when it runs,
 * and every request for them is recorded.
 */
export async function serveOptionalScripts(page: Page) {
  const requested: string[] = [];
  await page.route('**/e2e-optional/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    const cookie = path.endsWith('analytics.js') ? '_ga=GA1.1.test' : 'ads_id=test';
    await route.fulfill({
      contentType: 'text/javascript',
      body: `document.cookie = ${JSON.stringify(`${cookie}; path=/`)};`,
    });
  });
  return requested;
}

/** Stores a consent record before the page's own scripts run. */
export async function presetConsent(
  page: Page,
  consent: { analytics: boolean; marketing: boolean; functional: boolean },
) {
  await page.addInitScript(
    ([key, dateKey, value]) => {
      // Once per test: a later reload (the badge's reset) must not bring it back. The mark is the
      // tab's name, not session storage: the site uses none, and tests check it stays empty.
      if (window.name === 'e2e-preset') return;
      window.name = 'e2e-preset';
      window.localStorage.setItem(key, value);
      window.localStorage.setItem(dateKey, new Date().toISOString());
    },
    [CONSENT_KEY, CONSENT_DATE_KEY, JSON.stringify({ necessary: true, ...consent })] as const,
  );
}

/**
 * For a `beforeEach` of tests that are not about the banner: a visitor who already declined every
 * optional cookie, so the banner never appears (its arrival changes the page's scroll padding,
 * which can move a click target under load).
 */
export const optionalCookiesDeclined = ({ page }: { page: Page }) =>
  presetConsent(page, { analytics: false, marketing: false, functional: false });

export async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).sort();
}
// Only in the open banner's code, which is fetched on demand.
export const BANNER_CODE = 'scroll-padding-bottom';

/** The cookie banner's region. */
export const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** The stored consent record and its date, as the page's local storage holds them. */
export async function stored(page: Page) {
  return page.evaluate(
    ([k, d]) => ({ record: localStorage.getItem(k), date: localStorage.getItem(d) }),
    [CONSENT_KEY, CONSENT_DATE_KEY],
  );
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The stored record is exactly `choice` with necessary on; its date (returned) an ISO time. */
export async function expectStoredChoice(
  page: Page,
  choice: { analytics: boolean; marketing: boolean; functional: boolean },
) {
  const s = await stored(page);
  expect(JSON.parse(s.record!)).toEqual({ necessary: true, ...choice });
  expect(s.date).toMatch(ISO);
  return s.date!;
}

/** Sets necessary and optional cookies on the page's host, for a choice to clear. */
export async function plantCookies(page: Page, path = '/') {
  const url = new URL(page.url());
  await page
    .context()
    .addCookies(
      ['_ga', '_gid', '_fbp', 'theme', 'language', 'ads_id', 'marketing_id', 'session_id'].map(
        (name) => ({ name, value: 'x', domain: url.hostname, path }),
      ),
    );
}

/**
 * The page's largest contentful paint so far: whether it is in the cookie banner (the region named
 * `bannerLabel`, the page's language's name for it), and its text. Read before any input, which
 * ends the browser's recording of the entries.
 */
export const largestPaint = (page: Page, bannerLabel: string) =>
  page.evaluate(
    (label) =>
      new Promise<{ inBanner: boolean; text: string }>((resolve) =>
        new PerformanceObserver((list) => {
          const el = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          const banner = `[role="region"][aria-label="${CSS.escape(label)}"]`;
          resolve({
            inBanner: !!el.element?.closest(banner),
            text: el.element?.textContent?.slice(0, 60) ?? '(an image)',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
    bannerLabel,
  );

/**
 * Resolves once the paints drawn so far have been reported: a one-pixel mark drawn now carries an
 * `elementtiming` name, and Chromium reports an element's paint and the largest-paint candidates
 * from the same presented frame together, frame after frame; so when the mark's entry arrives,
 * any largest-paint entry of an earlier frame (the banner's) is there too. The mark (system font:
 * no web font fetched for it; hidden from assistive technology) is removed then. A wait on the
 * frame itself, instead of a fixed half second for it to be reported.
 */
export const paintsReported = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<void>((resolve) => {
        const mark = document.createElement('span');
        mark.setAttribute('elementtiming', name);
        mark.setAttribute('aria-hidden', 'true');
        mark.textContent = '.';
        Object.assign(mark.style, {
          position: 'fixed',
          insetBlockStart: '0',
          insetInlineStart: '0',
          font: '1px monospace',
          pointerEvents: 'none',
        });
        new PerformanceObserver((list, observer) => {
          const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
          if (!entries.some((e) => e.identifier === name)) return;
          observer.disconnect();
          mark.remove();
          resolve();
        }).observe({ type: 'element', buffered: true });
        document.body.append(mark);
      }),
    `e2e-paints-reported-${Date.now()}`,
  );
