import en from '../content/errors/messages.json';
import ar from '../content/ar/errors/messages.json';
import { expect, seriousAxeViolations, test } from './fixtures';

/**
 * A page that fails to render (app/[locale]/render-error-probe, which throws only in this test
 * run: playwright.config.ts starts the server with RENDER_ERROR_PROBE=1) shows the site's error
 * page, app/[locale]/error.tsx: in the visitor's language, inside the site's header and footer,
 * with a way to try again and a way home.
 */
for (const [locale, copy, prefix, home] of [
  ['en', en, '', 'Home'],
  ['ar', ar, '/ar', 'الرئيسية'],
] as const) {
  test(`a render error answers 500 with the error page in ${locale}, in the site's layout`, async ({
    page,
  }) => {
    const res = await page.goto(`${prefix}/render-error-probe`);
    expect(res?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page.getByText(copy.text)).toBeVisible();
    await expect(page).toHaveTitle(copy.documentTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    // The site's header and footer are there (the boundary sits inside the layout).
    await expect(page.getByRole('banner').getByRole('link', { name: home }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The server's log key, never the error's message.
    await expect(page.getByText(copy.reference.replace('{digest}', ''))).toBeVisible();
    await expect(page.getByText('render error probe')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // "Try again" renders the page again (it fails again, and says so again).
    await page.getByRole('link', { name: copy.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await page.getByRole('link', { name: copy.home.label }).click();
    await expect(page).toHaveURL(prefix || '/');
  });
}
