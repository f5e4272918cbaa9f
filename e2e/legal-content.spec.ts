/**
 * What the legal documents say (terms, privacy, cookie policy): links, tables, contacts, the age
 * threshold and the forms they name, checked against the site config and the content. Their
 * navigation, motion and last-updated dates: legal.spec.ts.
 */
import { siteConfig } from '../lib/config/site';
import { expect, test } from './fixtures';

test.describe('document content', () => {
  test('terms: Privacy Matters links to /privacy; Intellectual Property and Contact show the terms address', async ({
    page,
  }) => {
    await page.goto('/terms');
    // The elements between a heading and the next one.
    const between = (id: string, next: string) =>
      page.evaluate(
        ([a, b]) => {
          const out: string[] = [];
          let el = document.getElementById(a)!.nextElementSibling;
          while (el && el.id !== b) {
            out.push(el.innerHTML);
            el = el.nextElementSibling;
          }
          return out.join('\n');
        },
        [id, next],
      );
    expect(await between('privacy', 'modifications')).toContain('href="/privacy"');
    // No terms mailbox configured in the build: the terms point to the contact form instead.
    expect(await between('intellectual', 'representations')).toContain('href="/contact"');
    expect(await between('intellectual', 'representations')).not.toContain('mailto:');
    const contact = await page.evaluate(() => {
      const out: string[] = [];
      let el = document.getElementById('contact')!.nextElementSibling;
      while (el) {
        out.push(el.innerHTML);
        el = el.nextElementSibling;
      }
      return out.join('\n');
    });
    expect(contact).toContain('href="/contact"');
    expect(contact).not.toContain('mailto:');
  });

  test('cookie policy: the four-row table, five steps for five browsers, and the privacy contact block', async ({
    page,
  }) => {
    await page.goto('/cookie-policy');
    const table = page.locator('article table');
    await expect(table.locator('th')).toHaveText(['Name', 'Purpose', 'Duration', 'Type']);
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await expect(table.locator('tbody tr td:first-child')).toHaveText([
      'Essential Cookies',
      'Analytics Cookies',
      'Functional Cookies',
      'Marketing Cookies',
    ]);
    await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText([
      'Session',
      '2 years',
      '1 year',
      '1 year',
    ]);
    const browsers = page.locator('article h3');
    await expect(browsers).toHaveText([
      'Google Chrome',
      'Mozilla Firefox',
      'Safari',
      'Microsoft Edge',
      'Mobile browsers',
    ]);
    const steps = await browsers.evaluateAll((hs) =>
      hs.map((h) => {
        const list = h.nextElementSibling;
        return list?.tagName === 'OL' ? list.querySelectorAll(':scope > li').length : 0;
      }),
    );
    expect(steps).toEqual([5, 5, 5, 5, 5]);
    // No mailbox, phone or address configured in the build: no contact block, never a made-up
    // detail, and the policy points to the contact form.
    await expect(page.locator('article address')).toHaveCount(0);
    await expect(page.locator('article a[href^="mailto:"], article a[href^="tel:"]')).toHaveCount(
      0,
    );
    await expect(page.locator('#contact ~ * a[href="/contact"]')).toHaveCount(1);
  });

  test('privacy and terms state one age threshold, from the site config', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('article')).toContainText('Federal Decree-Law No. 45 of 2021');
    // One rule in both: the minimum age, or under it only with a parent's or guardian's consent.
    await expect(page.locator('#children + *')).toContainText(
      `if you are at least ${siteConfig.minimumAge} years old, or, if you are under ${siteConfig.minimumAge}, only with the consent of a parent or guardian`,
    );
    await page.goto('/terms');
    await expect(page.locator('article p').filter({ hasText: /^Age\./ })).toContainText(
      `if you are at least ${siteConfig.minimumAge} years old, or, if you are under ${siteConfig.minimumAge}, only with the consent`,
    );
  });

  test('privacy names every form that collects data, its lawful bases and the right to transfer', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const collection = page.locator('article');
    for (const form of ['Contact form', 'Plan advice form', 'Price report form', 'Newsletter'])
      await expect(collection.locator('strong', { hasText: new RegExp(`^${form}$`) })).toHaveCount(
        1,
      );
    await expect(collection).toContainText('Article 4');
    await expect(collection).toContainText('Transfer (Article 14)');
    await expect(collection).not.toContainText('legitimate interest');
  });

  test('cookie policy: no cookies set today, the choice in local storage, optional services in use listed', async ({
    page,
  }) => {
    await page.goto('/cookie-policy');
    const article = page.locator('article');
    await expect(article).toContainText('The site itself sets no cookies today.');
    await expect(article).toContainText("browser's local storage");
    // The e2e server is configured with one analytics and one marketing script (playwright.config.ts,
    // set at run time, not at build time): the policy names both, as the consent loader sees them.
    await expect(article.getByTestId('optional-services')).toHaveText(
      '/e2e-optional/analytics.js (analytics); /e2e-optional/marketing.js (marketing).',
    );
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });
});
