import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { readMdx } from '../tests/content-on-disk';
import { expectFeedLinked, fetchGuidesFeed } from './atom-feed';
import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures';
import { withoutJavaScript } from './without-javascript';

/**
 * The Knowledge Library in Arabic (issue 22): its own search index, Arabic folding of what the
 * reader types, tabs, filters and counts in Arabic words and plural forms, its own feed.
 * The copy and titles are read from content/ar/ as the files state them.
 */

type Forms = Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;
const ar = readMdx('content/ar/pages/guides.mdx').data.blocks as {
  search: { label: string; results: Forms };
  tabs: { label: string; items: Record<string, string> };
  filters: { openLabel: string; levels: Record<string, string>; active: Forms };
  empty: { heading: string; resetLabel: string };
};
const title = (slug: string) => String(readMdx(`content/ar/guides/${slug}.mdx`).data.title);
/** One plural category's phrase: a count phrased by English rules would not match. */
const phrase = (forms: Forms, category: keyof Forms, count: number) =>
  forms[category].replace('{count}', String(count));

const list = (page: Page) =>
  page.locator('section[aria-labelledby="all-guides-heading"] > ul > li');
const listTitles = (page: Page) => list(page).locator('h3 button > span > span:first-child');
const search = (page: Page) => page.getByRole('searchbox', { name: ar.search.label });
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: ar.tabs.label }).getByRole('tab', { name, exact: true });
const status = (page: Page) => page.getByTestId('results-status');
const indexPaths = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('search-index.json')) paths.push(new URL(r.url()).pathname);
  });
  return paths;
};

test.describe('/ar/guides: the library in Arabic', () => {
  test('a query typed with bare alef and haa finds the guide whose title has أ and ة, in the Arabic full text on the server', async ({
    page,
    consoleErrors,
  }) => {
    const requested = indexPaths(page);
    await page.goto('/ar/guides');
    await expect(status(page)).toHaveText(phrase(ar.search.results, 'few', 10));
    // Typed before the library's script runs, the search is sent once it does (early-taps.spec.ts).
    await waitForHydration(page);
    const home = title('choosing-home-internet');
    expect(home).toContain('الأقمار الصناعية والحلول المدمجة');
    await search(page).fill('الاقمار الصناعيه والحلول المدمجه');
    await expect(listTitles(page)).toHaveText([home]);
    await expect(status(page)).toHaveText(phrase(ar.search.results, 'one', 1));
    await expect(page).toHaveURL(/\/ar\/guides\?q=/);
    // The full text: a word only the 5G guide's body has, typed with ه for ة.
    await search(page).fill('الموجات المليمتريه');
    await expect(listTitles(page)).toHaveText([title('understanding-5g-in-the-uae')]);
    // Diacritics and tatweel typed by the reader do not get in the way.
    await search(page).fill('الحُلُولُ المـدمجة');
    await expect(listTitles(page)).toHaveText([home]);
    // The server searches: no index comes to the browser.
    expect(requested).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('tabs, filters, counts and the empty state speak Arabic, with Arabic plural forms', async ({
    page,
  }) => {
    await page.goto('/ar/guides');
    await waitForHydration(page);
    await expect(page.getByRole('tablist', { name: ar.tabs.label }).getByRole('tab')).toHaveText(
      ['all', 'beginners', 'comparisons', 'technical', 'money', 'advanced', 'insights'].map(
        (k) => ar.tabs.items[k],
      ),
    );
    await tab(page, ar.tabs.items.technical).click();
    await expect(listTitles(page)).toHaveText([title('understanding-5g-in-the-uae')]);
    await expect(status(page)).toHaveText(phrase(ar.search.results, 'one', 1));
    await tab(page, ar.tabs.items.beginners).click();
    await expect(status(page)).toHaveText(phrase(ar.search.results, 'two', 2));
    await tab(page, ar.tabs.items.all).click();

    const toggle = page.getByRole('button', { name: new RegExp(`^${ar.filters.openLabel}`) });
    await toggle.click();
    const panel = page.getByRole('complementary', { name: ar.filters.openLabel });
    await panel.getByRole('checkbox', { name: ar.filters.levels.Advanced }).check();
    await expect(listTitles(page)).toHaveText([title('business-lines')]);
    await expect(toggle).toContainText(phrase(ar.filters.active, 'one', 1));
    await panel.getByRole('checkbox', { name: ar.filters.levels.Beginner }).check();
    await expect(toggle).toContainText(phrase(ar.filters.active, 'two', 2));
    // Five Beginner guides and the one Advanced guide.
    await expect(status(page)).toHaveText(phrase(ar.search.results, 'few', 6));

    await search(page).fill('لا يوجد هذا في أي دليل');
    await expect(page.getByRole('heading', { name: ar.empty.heading })).toBeVisible();
    await expect(status(page)).toHaveText(phrase(ar.search.results, 'zero', 0));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: ar.empty.resetLabel }).click();
    await expect(page).toHaveURL(/\/ar\/guides$/);
    await expect(list(page)).toHaveCount(10);
  });

  test('axe: no serious violation with a search, a tab and the filter panel open', async ({
    page,
  }) => {
    await page.goto('/ar/guides?q=التجوال&category=money');
    await expect(listTitles(page)).not.toHaveCount(0);
    await waitForHydration(page);
    await page.getByRole('button', { name: new RegExp(`^${ar.filters.openLabel}`) }).click();
    await list(page).locator('h3 button').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Axe passes a short target when its neighbours happen to sit far enough away, which depends
    // on the font's metrics: the contents' links must be 24 px tall whatever the font.
    const heights = await list(page)
      .first()
      .locator('nav ol a')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(3);
    expect(heights.filter((h) => h < 24)).toEqual([]);
  });
});

test('English pages search the English full text, case-insensitive, with nothing fetched for it', async ({
  page,
}) => {
  const requested = indexPaths(page);
  await page.goto('/guides');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search the guides' }).fill('MiLLiMeTRE');
  await expect(listTitles(page)).toHaveText(['Understanding 5G in the UAE']);
  expect(requested).toEqual([]);
});

test('each language has its own prerendered index and feed; the head links the page’s own feed', async ({
  request,
  page,
}) => {
  const prerendered = Object.keys(
    JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8')).routes,
  );
  for (const locale of ['en', 'ar'])
    for (const file of ['search-index.json', 'feed.xml'])
      expect(prerendered).toContain(`/${locale}/guides/${file}`);

  const en = await (await request.get('/guides/search-index.json')).json();
  const arIndex = await (await request.get('/ar/guides/search-index.json')).json();
  expect([en.locale, arIndex.locale]).toEqual(['en', 'ar']);
  expect(Object.keys(arIndex.guides).sort()).toEqual(Object.keys(en.guides).sort());

  const xml = await fetchGuidesFeed(request, page, '/ar/guides/feed.xml');
  expect(xml).toContain('xml:lang="ar"');
  expect(xml).toContain(`<title>${title('family-plans')}</title>`);
  expect(xml).toContain('<link href="http://localhost:3000/ar/guides/family-plans"/>');
  expect(xml).not.toContain('href="http://localhost:3000/guides');
  await expectFeedLinked(page, '/ar/guides', 'http://localhost:3000/ar/guides/feed.xml');
});

withoutJavaScript('without JavaScript', () => {
  test('the Arabic library lists every guide with its Arabic count, as the English one does', async ({
    page,
  }) => {
    for (const [path, count] of [
      ['/guides', '10 guides match'],
      ['/ar/guides', phrase(ar.search.results, 'few', 10)],
    ]) {
      await page.goto(path);
      await expect(list(page), path).toHaveCount(10);
      await expect(status(page), path).toHaveText(count);
    }
    // The search form loads the Arabic library for its query, rendered with it on the server: it
    // counts in Arabic plural forms and links each match to its Arabic page.
    await page.getByRole('searchbox', { name: ar.search.label }).fill('التجوال');
    await page.getByRole('searchbox', { name: ar.search.label }).press('Enter');
    await expect(page).toHaveURL(/\/ar\/guides\?q=/);
    await expect(page.getByRole('searchbox', { name: ar.search.label })).toHaveValue('التجوال');
    const links = list(page).getByRole('heading', { level: 3 }).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(10);
    const category = new Intl.PluralRules('ar').select(count) as keyof Forms;
    await expect(status(page)).toHaveText(phrase(ar.search.results, category, count));
    for (const link of await links.all())
      await expect(link).toHaveAttribute('href', /^\/ar\/guides\/[a-z0-9-]+$/);
  });
});
