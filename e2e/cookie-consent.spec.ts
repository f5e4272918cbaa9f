import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures';
import {
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  TEST_SCRIPTS,
  cookieNames,
  presetConsent,
  serveOptionalScripts,
} from './consent-helpers';
import { ROUTES } from './routes';
import { recordScripts } from './scripts';

// Only in the open banner's code, which is fetched on demand.
const BANNER_CODE = 'scroll-padding-bottom';

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Cookie consent' });

async function stored(page: import('@playwright/test').Page) {
  return page.evaluate(
    ([k, d]) => ({ record: localStorage.getItem(k), date: localStorage.getItem(d) }),
    [CONSENT_KEY, CONSENT_DATE_KEY],
  );
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The stored record is exactly `choice` with necessary on; its date (returned) an ISO time. */
async function expectStoredChoice(
  page: import('@playwright/test').Page,
  choice: { analytics: boolean; marketing: boolean; functional: boolean },
) {
  const s = await stored(page);
  expect(JSON.parse(s.record!)).toEqual({ necessary: true, ...choice });
  expect(s.date).toMatch(ISO);
  return s.date!;
}

async function plantCookies(page: import('@playwright/test').Page, path = '/') {
  const url = new URL(page.url());
  await page
    .context()
    .addCookies(
      ['_ga', '_gid', '_fbp', 'theme', 'language', 'ads_id', 'marketing_id', 'session_id'].map(
        (name) => ({ name, value: 'x', domain: url.hostname, path }),
      ),
    );
}

test.describe('cookie banner', () => {
  test('is hidden at first and appears 1 s after load when nothing is stored', async ({ page }) => {
    // The page's clock is driven by the test, so the 1 s delay is checked exactly, whatever the machine's load.
    await page.clock.install({ time: new Date('2026-01-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T08:00:01Z'));
    await page.goto('/');
    await waitForHydration(page); // the banner's timer is set in the same commit
    await page.clock.runFor(900);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(banner(page)).toBeVisible();
    for (const name of ['Accept All Cookies', 'Reject Optional', 'Customize'])
      await expect(banner(page).getByRole('button', { name })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  test('before consent nothing optional loads; Accept All stores all four true with the date and starts analytics and marketing', async ({
    page,
  }) => {
    const requested = await serveOptionalScripts(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/optional-scripts')) apiCalls.push(r.url());
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    expect(apiCalls).toEqual([]);
    expect(await cookieNames(page)).toEqual([]);
    expect(await stored(page)).toEqual({ record: null, date: null });

    await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(banner(page)).toHaveCount(0);
    const date = await expectStoredChoice(page, {
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(Math.abs(Date.parse(date) - Date.now())).toBeLessThan(60_000);
    await expect
      .poll(() => requested.sort())
      .toEqual([TEST_SCRIPTS.analytics, TEST_SCRIPTS.marketing]);
    await expect.poll(() => cookieNames(page)).toEqual(['_ga', 'ads_id']);
    const badge = page.getByRole('button', { name: /optional categor(?:y|ies) accepted/ });
    await expect(badge).toHaveText(/^3 optional categories accepted/);
    await expect(badge).toBeFocused();
    await expect(badge).toHaveCSS('position', 'fixed');

    // The choice holds on the next page: no banner, the scripts start again.
    requested.length = 0;
    await page.goto('/about');
    await page.waitForTimeout(1300);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => requested.length).toBe(2);
  });

  test('Reject Optional stores only necessary and clears every non-necessary cookie, on the path and domain', async ({
    page,
  }) => {
    const requested = await serveOptionalScripts(page);
    await page.goto('/privacy');
    await plantCookies(page, '/');
    await plantCookies(page, '/privacy');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject Optional' }).click();
    await expectStoredChoice(page, { analytics: false, marketing: false, functional: false });
    expect(await cookieNames(page)).toEqual(['session_id', 'session_id']);
    await expect(page.getByRole('button', { name: /optional categories accepted/ })).toHaveText(
      /^0 optional categories accepted/,
    );
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
  });

  test('Customize shows switches (necessary locked on); Save Preferences stores the choice, clears, then starts only what was chosen', async ({
    page,
  }) => {
    const requested = await serveOptionalScripts(page);
    await page.goto('/');
    await plantCookies(page);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(banner(page).getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
    const switches = banner(page).getByRole('switch');
    await expect(switches).toHaveCount(4);
    const necessary = banner(page).getByRole('switch', { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await necessary.click({ force: true });
    await expect(necessary).toBeChecked();
    for (const name of [/Analytics/, /Marketing/, /Functional/])
      await expect(banner(page).getByRole('switch', { name })).not.toBeChecked();

    await banner(page)
      .getByRole('switch', { name: /Analytics/ })
      .click();
    await expect(banner(page).getByRole('switch', { name: /Analytics/ })).toBeChecked();
    // Keyboard: Space toggles a switch.
    await banner(page)
      .getByRole('switch', { name: /Functional/ })
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(banner(page).getByRole('switch', { name: /Functional/ })).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();

    await expectStoredChoice(page, { analytics: true, marketing: false, functional: false });
    await expect.poll(() => requested).toEqual([TEST_SCRIPTS.analytics]);
    // Planted optional cookies were cleared; the analytics script then set its own.
    await expect.poll(() => cookieNames(page)).toEqual(['_ga', 'session_id']);
    expect((await page.context().cookies()).find((c) => c.name === '_ga')?.value).toBe(
      'GA1.1.test',
    );
    await expect(page.getByRole('button', { name: /optional category accepted/ })).toHaveText(
      /^1 optional category accepted/,
    );
  });

  test('Close (X) hides the banner and stores nothing; it returns on the next load', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: /Close the cookie banner/ })
      .click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({ record: null, date: null });
    await expect(
      page.getByRole('button', { name: /optional categor(?:y|ies) accepted/ }),
    ).toHaveCount(0);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('the badge deletes the record and date and reloads, so the banner returns', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: false, marketing: true, functional: false });
    await serveOptionalScripts(page);
    await page.goto('/terms');
    const badge = page.getByRole('button', { name: /optional category accepted/ });
    await expect(badge).toHaveText(/^1 optional category accepted/);
    const box = await badge.boundingBox();
    const vp = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(vp.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(vp.height - 40);
    await page.waitForTimeout(1300);
    await expect(banner(page)).toHaveCount(0);

    await Promise.all([page.waitForEvent('load'), badge.click()]);
    expect(await stored(page)).toEqual({ record: null, date: null });
    await expect(badge).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
  });

  test('an unreadable record is logged as a warning and treated as no consent', async ({
    page,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.addInitScript((key) => localStorage.setItem(key, '{not json'), CONSENT_KEY);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(warnings.some((w) => /cookie consent/i.test(w))).toBe(true);
    // Logged as a warning, not an error.
    expect(consoleErrors.filter((e) => /consent/i.test(e))).toEqual([]);
  });

  test("the cookie policy's settings button and the footer link reopen the preferences with the stored choice", async ({
    page,
  }) => {
    await presetConsent(page, { analytics: true, marketing: false, functional: true });
    await serveOptionalScripts(page);
    const scripts = recordScripts(page);
    await page.goto('/cookie-policy');
    await page.waitForTimeout(1200);
    await expect(banner(page)).toHaveCount(0);
    // A visitor who has chosen does not download the banner's code until asking for it.
    expect(await scripts.fetched(BANNER_CODE)).toBe(false);
    await page.getByRole('main').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
    await expect(banner(page).getByRole('switch', { name: /Analytics/ })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: /Functional/ })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
    await banner(page)
      .getByRole('switch', { name: /Functional/ })
      .click();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    expect(JSON.parse((await stored(page)).record!)).toMatchObject({ functional: false });
    await expect(page.getByRole('button', { name: /optional category accepted/ })).toHaveText(
      /^1 optional category accepted/,
    );

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('switch', { name: /Analytics/ })).toBeChecked();
  });

  test('is a labelled region keyboard users reach and leave (no focus trap), and passes axe in both modes', async ({
    page,
  }) => {
    // Two full axe scans of the home page (its whole FAQ is server-rendered now): more than 30 s here.
    test.slow();
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accept All Cookies' });
    // Tab from the footer's last control reaches the banner.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      banner(page).getByRole('button', { name: /Close the cookie banner/ }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: /Cookie Policy/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    // ...and Shift+Tab leaves it again.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
    ).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('cookie banner on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('never covers the main controls: the page scrolls past it', async ({ page }) => {
    await page.goto('/contact');
    await expect(banner(page)).toBeVisible();
    const height = (await banner(page).boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(740 * 0.6);
    // At the very end of the page, the last control of the page is not under the banner.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    const b = (await settings.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.textContent ?? '',
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(hit).toBe('Cookie settings');
    // The form's submit button can be used while the banner is open.
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter your name.', { exact: true })).toBeVisible();
  });
});

test.describe('cookie banner on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const route of ROUTES.filter((r) => !r.path.startsWith('/guides/')).map((r) => r.path))
    test(`is never the largest paint on ${route}: the page's own content is`, async ({ page }) => {
      await page.goto(route);
      await expect(banner(page)).toBeVisible();
      // Let the banner paint, then read the browser's largest-contentful-paint entries (no input
      // has happened, so they are still being recorded).
      await page.waitForTimeout(500);
      const largest = await page.evaluate(
        () =>
          new Promise<{ inBanner: boolean; text: string }>((resolve) =>
            new PerformanceObserver((list) => {
              const el = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              resolve({
                inBanner: !!el.element?.closest('[role="region"][aria-label="Cookie consent"]'),
                text: el.element?.textContent?.slice(0, 60) ?? '(an image)',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(largest.inBanner, `largest paint: ${largest.text}`).toBe(false);
    });
});
