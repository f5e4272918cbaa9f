import { expect, test, waitForHydration } from './fixtures';
import {
  banner,
  expectStoredChoice,
  plantCookies,
  stored,
  CONSENT_KEY,
  TEST_SCRIPTS,
  cookieNames,
  presetConsent,
  serveOptionalScripts,
} from './consent-helpers';

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
    // The page's clock is the test's to move on (it flows as usual until then).
    await page.clock.install();
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
    // Past the banner's 1 s delay.
    await page.clock.runFor(1300);
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
    // The page's clock is the test's to move on (it flows as usual until then).
    await page.clock.install();
    await serveOptionalScripts(page);
    await page.goto('/terms');
    const badge = page.getByRole('button', { name: /optional category accepted/ });
    await expect(badge).toHaveText(/^1 optional category accepted/);
    const box = await badge.boundingBox();
    const vp = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(vp.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(vp.height - 40);
    // Past the banner's 1 s delay.
    await page.clock.runFor(1300);
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
});
