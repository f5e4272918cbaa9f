/**
 * The cookie banner reached again and by everyone: the policy's and the footer's settings
 * controls, keyboard and axe in both modes, and phones where it must never cover the page (nor be
 * its largest paint, checked in each English route's visit of e2e/routes-sweep.spec.ts). Its
 * choices and what they store: cookie-consent.spec.ts.
 */
import { expect, seriousAxeViolations, test } from './fixtures';
import {
  BANNER_CODE,
  banner,
  stored,
  presetConsent,
  serveOptionalScripts,
} from './consent-helpers';
import { recordScripts } from './scripts';

test.describe('cookie banner, reopened and reached', () => {
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
    // A full axe scan of the home page (its whole FAQ is server-rendered): up to 17 s on a busy machine.
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
    // The summary passes axe in the route sweep's scan of / (e2e/routes-sweep.spec.ts, the banner
    // shown); the preferences here.
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
