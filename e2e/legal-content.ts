/**
 * What the legal documents say (terms, privacy, cookie policy): links, tables, contacts, the age
 * threshold and the forms they name, checked against the site config and the content. Each check
 * runs on the visit e2e/legal.spec.ts makes to its page (with the navigation, motion and dates).
 */
import type { Page } from '@playwright/test';
import { siteConfig } from '../lib/config/site';
import { expect } from './fixtures';

/** The one rule in privacy and terms: the minimum age, or under it only with a parent's consent. */
const AGE = `if you are at least ${siteConfig.minimumAge} years old, or, if you are under ${siteConfig.minimumAge}, only with the consent`;

/** The HTML of the elements after the heading `id`, up to the heading `next` (or the end). */
const between = (page: Page, id: string, next?: string) =>
  page.evaluate(
    ([a, b]) => {
      const out: string[] = [];
      let el = document.getElementById(a!)!.nextElementSibling;
      while (el && el.id !== b) {
        out.push(el.innerHTML);
        el = el.nextElementSibling;
      }
      return out.join('\n');
    },
    [id, next],
  );

/**
 * Terms: Privacy Matters links to /privacy; Intellectual Property and Contact show the terms
 * address; the age threshold of the site config.
 */
export async function expectTermsContent(page: Page) {
  expect(await between(page, 'privacy', 'modifications')).toContain('href="/privacy"');
  // No terms mailbox configured in the build: the terms point to the contact form instead.
  expect(await between(page, 'intellectual', 'representations')).toContain('href="/contact"');
  expect(await between(page, 'intellectual', 'representations')).not.toContain('mailto:');
  const contact = await between(page, 'contact');
  expect(contact).toContain('href="/contact"');
  expect(contact).not.toContain('mailto:');
  await expect(page.locator('article p').filter({ hasText: /^Age\./ })).toContainText(AGE);
}

/**
 * Privacy: the age threshold of the site config (as the terms state it); every form that collects
 * data, its lawful bases and the right to transfer.
 */
export async function expectPrivacyContent(page: Page) {
  const article = page.locator('article');
  await expect(article).toContainText('Federal Decree-Law No. 45 of 2021');
  await expect(page.locator('#children + *')).toContainText(`${AGE} of a parent or guardian`);
  for (const form of ['Contact form', 'Plan advice form', 'Price report form', 'Newsletter'])
    await expect(article.locator('strong', { hasText: new RegExp(`^${form}$`) })).toHaveCount(1);
  await expect(article).toContainText('Article 4');
  await expect(article).toContainText('Transfer (Article 14)');
  await expect(article).not.toContainText('legitimate interest');
}

/**
 * Cookie policy: the four-row table, five steps for five browsers, the privacy contact block; no
 * cookies set today, the choice in local storage, the optional services in use listed.
 */
export async function expectCookiePolicyContent(page: Page) {
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
  await expect(page.locator('article a[href^="mailto:"], article a[href^="tel:"]')).toHaveCount(0);
  await expect(page.locator('#contact ~ * a[href="/contact"]')).toHaveCount(1);

  const article = page.locator('article');
  await expect(article).toContainText('The site itself sets no cookies today.');
  await expect(article).toContainText("browser's local storage");
  // The e2e server is configured with one analytics and one marketing script (playwright.config.ts,
  // set at run time, not at build time): the policy names both, as the consent loader sees them.
  await expect(article.getByTestId('optional-services')).toHaveText(
    '/e2e-optional/analytics.js (analytics); /e2e-optional/marketing.js (marketing).',
  );
  expect(await page.evaluate(() => document.cookie)).toBe('');
}
