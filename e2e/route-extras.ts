/**
 * What a page owes beyond the checks every route gets, read in its one visit of the route sweep
 * (e2e/routes-sweep.spec.ts), with JavaScript, at 1280 px, the first-time visitor's cookie banner
 * shown. `LOOK` only reads the page (before axe); `LAST` changes it (after axe and the Arabic layout
 * check). Each check names the spec it belongs with; those keep what a visitor does to the page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  catalogueRunsIsolated,
  guideRunsInOrder,
  homeRunsInOrder,
  phoneKeepsItsOrder,
} from './bidi';
import { BRAND_700, chevron } from './chevron';
import { expect } from './fixtures';
import { expectArabicTextSet, expectFallbackAsWide, expectImmutableFonts } from './font-checks';
import {
  expectFaqJsonLd,
  expectHeroLinks,
  expectHomeBlocks,
  expectHomeImages,
} from './home-checks';
import { resize } from './overflow';
import { uiCopy } from './routes';
import { mainText, SCRIPT_HINTS } from './without-javascript';

type Check = (page: Page, request: APIRequestContext) => Promise<void>;

const NAV = ['Home', 'Plans', 'Guides', 'About', 'Contact'];

/** layout.spec: the header links the five routes, marks the current one and offers Explore. */
async function desktopHeader(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of NAV)
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Plans' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Explore', exact: true }),
  ).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
}

/** layout.spec: at 375 px the page has no horizontal overflow (then back to 1280 px). */
async function noOverflowAt375(page: Page) {
  await resize(page, { width: 375, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await resize(page, { width: 1280, height: 800 });
}

/**
 * layout.spec: the footer has the quick links (with How We Work), legal links, no phone, mailbox,
 * address or social profile unless configured, and the build year.
 */
async function footer(page: Page) {
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(quick).toHaveCount(8);
  expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/plans',
    '/plans#internet',
    '/plans#tv',
    '/plans#family',
    '/guides',
    '/about',
    '/methodology',
  ]);
  const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
  expect(await legal.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/privacy',
    '/terms',
    '/cookie-policy',
  ]);
  // The build sets no CONTACT_PHONE, so no phone is shown (tests/unit/contact-phone.test.tsx
  // renders a configured one): the site never prints a number the operator did not give.
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
  // Nor a mailbox or an address: the build configures none (CONTACT_EMAIL_*, CONTACT_ADDRESS_*;
  // tests/unit/contact-config.test.tsx renders configured ones).
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(footer.locator('address')).toHaveCount(0);
  // Nor a social profile (SOCIAL_*; tests/unit/social-profiles.test.tsx renders configured ones,
  // as icons that are not links).
  await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
  await expect(footer).not.toContainText('@');
  // The build's year in UTC, as lib/config/site.ts takes it (the suite runs right after the build).
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} ClearSignal`);
  await expect(footer).not.toContainText('since');
}

/** rtl-direction.spec: the About timeline runs down the page's start side. */
const timeline = (side: 'left' | 'right') => async (page: Page) => {
  const list = page.locator('section[aria-labelledby="story-heading"] ol').first();
  const style = await list.evaluate((el) => {
    const s = getComputedStyle(el);
    return { left: s.borderLeftWidth, right: s.borderRightWidth };
  });
  expect(style[side]).toBe('2px');
  expect(style[side === 'right' ? 'left' : 'right']).toBe('0px');
  // Each entry's icon sits on the line, beside its text.
  const entry = list.locator('> li').first();
  const icon = (await entry.locator('> span').boundingBox())!;
  const date = (await entry.locator('p').first().boundingBox())!;
  if (side === 'right') expect(icon.x).toBeGreaterThan(date.x + date.width);
  else expect(icon.x + icon.width).toBeLessThan(date.x);
};

/** arabic.spec: the English pages name the switch in Arabic, and the Arabic pages in English. */
async function switchToArabic(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: uiCopy('en').layout.languageSwitch }),
  ).toHaveAttribute('lang', 'ar');
}
async function switchToEnglish(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: uiCopy('ar').layout.languageSwitch }),
  ).toHaveAttribute('href', '/about');
}

/** scriptless-controls.spec: with scripts, the line that asks to choose, expand or press is shown. */
async function hintShown(page: Page) {
  const { before, hint } = SCRIPT_HINTS.get(new URL(page.url()).pathname)!;
  const text = await mainText(page);
  expect(text).toContain(before);
  expect(text).toContain(hint);
}

/** scriptless-controls.spec: with scripts, the library shows its guides as buttons, and its filters. */
async function libraryButtons(page: Page) {
  const items = page.locator('section[aria-labelledby="all-guides-heading"] > ul > li');
  await expect(items.first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(0);
  await expect(items.first().getByRole('heading', { level: 3 }).getByRole('button')).toBeVisible();
  await expect(page.getByRole('button', { name: /Filter Guides/ })).toBeVisible();
}

/** scriptless-controls.spec: with scripts, the principles are tab sets (no caption for no script). */
async function principlesTabs(page: Page) {
  const panels = page.locator('section[aria-labelledby="principles-heading"] [role="tabpanel"]');
  await expect(panels.filter({ visible: true })).toHaveCount(5);
  await expect(panels.first().locator('p').first()).toBeHidden();
  await expect(page.getByRole('tablist')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
}

/** disclosure-chevron.spec: on /plans every disclosure draws its chevron, none as an icon. */
async function plansChevrons(page: Page) {
  const summaries = page.locator('details[name] > summary');
  expect(await summaries.count()).toBeGreaterThanOrEqual(4);
  for (const summary of await summaries.all()) {
    const mark = await chevron(summary);
    expect(mark).toMatchObject({ icons: 0, content: '""', colour: BRAND_700 });
  }
}

export const LOOK: Record<string, Check[]> = {
  '/': [
    expectHeroLinks,
    expectHomeBlocks,
    expectHomeImages,
    expectFaqJsonLd,
    desktopHeader,
    footer,
    noOverflowAt375,
    expectFallbackAsWide,
    expectImmutableFonts,
  ],
  '/ar': [homeRunsInOrder, expectArabicTextSet, expectFallbackAsWide, expectImmutableFonts],
  '/about': [hintShown, principlesTabs, switchToArabic, timeline('left')],
  '/ar/about': [hintShown, expectArabicTextSet, switchToEnglish, timeline('right')],
  '/guides': [hintShown, libraryButtons],
  '/ar/guides': [hintShown, expectArabicTextSet],
  '/plans': [hintShown, plansChevrons],
  '/ar/plans': [hintShown],
  '/cookie-policy': [hintShown],
  '/ar/cookie-policy': [
    hintShown,
    // The policy's line ends in the button it speaks of.
    (page) =>
      expect(
        page.locator('main p', { hasText: 'يمكنك تغيير خيارك' }).getByRole('button'),
      ).toBeVisible(),
  ],
  '/ar/privacy': [expectArabicTextSet],
  '/ar/guides/number-portability': [guideRunsInOrder],
  '/ar/plans/catalogue': [catalogueRunsIsolated],
};

export const LAST: Record<string, Check[]> = {
  '/ar/contact': [phoneKeepsItsOrder],
};
