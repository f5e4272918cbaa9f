import en from '../content/errors/messages.json';
import ar from '../content/ar/errors/messages.json';
import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures';

/**
 * A page that fails to render (app/[locale]/render-error-probe, which throws only in this test
 * run: playwright.config.ts starts the server with RENDER_ERROR_PROBE=1) shows the site's error
 * page in the visitor's language, inside the site's header and footer: on a full load, the
 * prerendered app/[locale]/500 that server.mjs answers with (it reads without JavaScript); on a
 * client navigation, app/[locale]/error.tsx, with a way to try again.
 */
const LOCALES = [
  ['en', en, '', 'Home'],
  ['ar', ar, '/ar', 'الرئيسية'],
] as const;

for (const [locale, copy, prefix, home] of LOCALES) {
  test(`a render error answers 500 with the error page in ${locale}, in the site's layout, without JavaScript`, async ({
    page,
    request,
  }) => {
    const res = await request.get(`${prefix}/render-error-probe`, {
      headers: { Accept: 'text/html' },
    });
    expect(res.status()).toBe(500);
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`),
    );
    expect(html).toMatch(new RegExp(`<h1[^>]*>${copy.title}</h1>`));
    expect(html).toContain('<header');
    expect(html).not.toContain('render error probe');

    await page.goto(`${prefix}/render-error-probe`);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page).toHaveTitle(copy.documentTitle);
    await expect(page.getByRole('banner').getByRole('link', { name: home }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: copy.home.label }).click();
    await expect(page).toHaveURL(prefix || '/');

    // Like /404, the prerendered error page is no page of its own.
    expect(
      (await request.get(`${prefix}/500`, { headers: { Accept: 'text/html' } })).status(),
    ).toBe(404);
  });

  test(`a render error on a client navigation shows error.tsx in ${locale}, and "try again" renders again`, async ({
    page,
  }) => {
    await page.goto(prefix || '/');
    await waitForHydration(page);
    await page.evaluate((href) => {
      (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(
        href,
      );
    }, `${prefix}/render-error-probe`);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page).toHaveTitle(copy.documentTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('banner').getByRole('link', { name: home }).first()).toBeVisible();
    // The server's log key, never the error's message.
    await expect(page.getByText(copy.reference.replace('{digest}', '').trim())).toBeVisible();
    await expect(page.getByText('render error probe')).toHaveCount(0);
    // (axe checks the same view on the full load above.)
    const retry = page.getByRole('link', { name: copy.retry });
    await expect(retry).toHaveAttribute('href', `${prefix}/render-error-probe`);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  });
}
