import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import { formatDate } from '../lib/i18n/format';
import { isoDate, readMdx } from '../tests/content-on-disk';
import { optionalCookiesDeclined } from './consent-helpers';
import {
  expectCookiePolicyContent,
  expectPrivacyContent,
  expectTermsContent,
} from './legal-content';

/** "23 November 2026": the frontmatter's lastUpdated as the page prints it. */
const lastUpdated = (slug: string) =>
  formatDate(isoDate(readMdx(`content/legal/${slug}.mdx`).data.lastUpdated), 'en');

/**
 * The three documents; each gets one visit, which checks its frame and content (e2e/legal-content.ts)
 * and then one of the behaviours of the section navigation or of the fade-in.
 */
const DOCS = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    updated: '23 November 2026',
    ids: [
      'introduction',
      'collection',
      'usage',
      'storage',
      'cookies',
      'third-party',
      'rights',
      'children',
      'transfers',
      'updates',
      'contact',
    ],
    relatedTitle: 'Related Information',
    related: ['/terms', '/cookie-policy', '/contact'],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    updated: '24 October 2025',
    ids: [
      'agreement',
      'usage',
      'intellectual',
      'representations',
      'prohibited',
      'content',
      'management',
      'privacy',
      'modifications',
      'disclaimers',
      'liability',
      'indemnification',
      'law',
      'disputes',
      'changes',
      'contact',
    ],
    relatedTitle: 'Related Information',
    related: ['/privacy', '/cookie-policy', '/contact'],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    updated: '23 November 2026',
    ids: [
      'definition',
      'why',
      'types',
      'third-party',
      'preferences',
      'managing',
      'changes',
      'contact',
    ],
    relatedTitle: 'Related Policies',
    related: ['/privacy', '/terms', '/contact'],
  },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const absTop = (page: Page, id: string) =>
  page.evaluate(
    (i) => document.getElementById(i)!.getBoundingClientRect().top + window.scrollY,
    id,
  );
const scrollToY = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.beforeEach(optionalCookiesDeclined);

/** Breadcrumb, title, last updated, a section navigation made from the headings, the related band. */
async function expectDocumentFrame(page: Page, doc: (typeof DOCS)[number]) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home›', doc.title]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
  await expect(page.getByText(`Last updated ${lastUpdated(doc.path.slice(1))}`)).toBeVisible();

  const links = nav(page).getByRole('link');
  await expect(links).toHaveCount(doc.ids.length);
  const headings = page.locator('article h2');
  await expect(headings).toHaveCount(doc.ids.length);
  expect(await headings.evaluateAll((hs) => hs.map((h) => h.id))).toEqual(doc.ids);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    doc.ids.map((id) => `#${id}`),
  );
  await expect(links).toHaveText(await headings.allTextContents());
  await expect(links.first()).toHaveAttribute('aria-current', 'location');

  const band = page.locator('section[aria-labelledby="related-heading"]');
  await expect(band.getByRole('heading', { level: 2 })).toHaveText(doc.relatedTitle);
  expect(
    await band.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  ).toEqual(doc.related);
}

const [privacy, terms, cookiePolicy] = DOCS;

test(`/privacy: its frame (${privacy.ids.length} sections) and content; sections below the fold fade in once over 0.8 s, related cards 0.6 s, 0.2 s apart; a click on the navigation scrolls smoothly, focuses the section and updates the hash`, async ({
  page,
}) => {
  test.slow();
  await page.goto('/privacy');
  await expectDocumentFrame(page, privacy);
  await expectPrivacyContent(page);

  // Fade in: what is below the fold waits for its turn.
  const h2 = page.locator('#contact');
  await expect(h2).toHaveCSS('opacity', '0');
  await expect(page.locator('#introduction')).toHaveCSS('opacity', '1');
  await h2.scrollIntoViewIfNeeded();
  await expect(h2).toHaveCSS('opacity', '1');
  expect(await h2.evaluate((e) => getComputedStyle(e).transitionDuration)).toBe('0.8s');
  const cards = page.locator('[data-reveal-card]');
  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.nth(2)).toHaveCSS('opacity', '1');
  expect(
    await cards.evaluateAll((cs) =>
      cs.map((c) => [getComputedStyle(c).transitionDuration, getComputedStyle(c).transitionDelay]),
    ),
  ).toEqual([
    ['0.6s', '0s'],
    ['0.6s', '0.2s'],
    ['0.6s', '0.4s'],
  ]);
  // Once: scrolling away and back does not hide it again.
  await scrollToY(page, 0);
  await expect(h2).toHaveCSS('opacity', '1');

  // A click on the section navigation, from the top of the page.
  const link = nav(page).getByRole('link', { name: "Children's Privacy" });
  // Smooth: right after the click the page has not jumped yet.
  const startY = await page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('nav a[href="#children"]')!.click();
    return window.scrollY;
  });
  expect(startY).toBeLessThan(100);
  await expect(page.locator('#children')).toBeFocused();
  await expect(page).toHaveURL(/\/privacy#children$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(page.locator('#children')).toBeInViewport();
  await expect(link).toHaveAttribute('aria-current', 'location');

  // Keyboard: Enter on another item.
  await nav(page).getByRole('link', { name: 'Introduction' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#introduction')).toBeFocused();
  await expect(page).toHaveURL(/#introduction$/);
});

test(`/terms: its frame (${terms.ids.length} sections) and content; the active item is the last section whose top is at or above the scroll position plus 200 px`, async ({
  page,
}) => {
  await page.goto('/terms');
  await expectDocumentFrame(page, terms);
  await expectTermsContent(page);

  const active = nav(page).locator('[aria-current="location"]');
  await expect(active).toHaveAttribute('href', '#agreement');
  for (const [id, previous] of [
    ['prohibited', 'representations'],
    ['liability', 'disclaimers'],
    ['contact', 'changes'],
  ] as const) {
    const top = await absTop(page, id);
    await scrollToY(page, top - 200);
    await expect(active).toHaveAttribute('href', `#${id}`);
    await expect(active).toHaveCount(1);
    // A few pixels less, the section is below the line: the previous one is active.
    await scrollToY(page, top - 203);
    await expect(active).toHaveAttribute('href', `#${previous}`);
  }
});

test(`/cookie-policy under prefers-reduced-motion: its frame (${cookiePolicy.ids.length} sections) and content; the jump is instant, and nothing is hidden or fades`, async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/cookie-policy');
  await expectDocumentFrame(page, cookiePolicy);
  await expectCookiePolicyContent(page);

  await waitForHydration(page);
  const { y, target } = await page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('nav a[href="#managing"]')!.click();
    return {
      y: window.scrollY,
      target: document.getElementById('managing')!.getBoundingClientRect().top,
    };
  });
  expect(y).toBeGreaterThan(500);
  // Landed below the sticky header, within the 200 px line that makes it the active section.
  expect(target).toBeGreaterThan(0);
  expect(target).toBeLessThanOrEqual(200);
  await expect(page.locator('#managing')).toBeFocused();
  // Scripts ran and the page scrolled: still nothing hidden, nothing marked for a fade.
  await expect(page.locator('#contact')).toHaveCSS('opacity', '1');
  await expect(page.locator('[data-reveal]')).toHaveCount(0);
});

withoutJavaScript('legal pages without JavaScript', () => {
  test('every section is visible', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('#contact')).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-reveal-card]').last()).toHaveCSS('opacity', '1');
  });
});
