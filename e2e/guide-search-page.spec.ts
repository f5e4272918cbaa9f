import type { Page } from '@playwright/test';
import { readMdx } from '../tests/content-on-disk';
import { expect, seriousAxeViolations, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';

/**
 * /guides/search: the guide search's results as a page, rendered on the server. The library's
 * search form is sent there where the page's scripts do not run; it finds what the library finds
 * as you type, and links each match to its page.
 */

const copy = readMdx('content/pages/guides.mdx').data.blocks as {
  search: { label: string; page: { title: string; libraryLink: string } };
  empty: { heading: string };
};

const searchBox = (page: Page) => page.getByRole('searchbox', { name: copy.search.label });
const status = (page: Page) => page.getByTestId('results-status');
/** The results page's matches: each a link, named by the guide's title first. */
const resultLinks = (page: Page) => page.getByTestId('search-results').getByRole('link');
const resultTitles = (page: Page) => resultLinks(page).locator(':scope > span > span:first-child');
/** The library's list, as the script shows it. */
const libraryTitles = (page: Page) =>
  page
    .locator('section[aria-labelledby="all-guides-heading"] > ul > li')
    .locator('h3 button > span > span:first-child');

test('the results page lists the guides the library lists for the same query, in its order', async ({
  page,
}) => {
  for (const query of ['q=roaming', 'q=vat+invoice', 'q=5g&category=technical', 'category=money']) {
    await page.goto(`/guides?${query}`);
    await expect(status(page)).toHaveText(/^\d+ guides? match/);
    const library = await libraryTitles(page).allTextContents();
    expect(library.length, query).toBeGreaterThan(0);
    await page.goto(`/guides/search?${query}`);
    await expect(resultTitles(page), query).toHaveText(library);
    await expect(status(page)).toHaveText(
      `${library.length} guide${library.length === 1 ? ' matches' : 's match'}`,
    );
  }
});

test('the results page has no serious accessibility violation, in either language', async ({
  page,
}) => {
  for (const path of [
    '/guides/search?q=roaming',
    '/ar/guides/search?q=%D8%A7%D9%84%D8%AA%D8%AC%D9%88%D8%A7%D9%84',
    '/guides/search?q=zzqxv',
  ]) {
    await page.goto(path);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

withoutJavaScript('without JavaScript', () => {
  test('the library search form leads to the results, each a link to its guide, and is never indexed', async ({
    page,
  }) => {
    await page.goto('/guides');
    await searchBox(page).fill('roaming');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/guides\/search\?q=roaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.search.page.title);
    await expect(searchBox(page)).toHaveValue('roaming');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const count = await resultLinks(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(10);
    for (const link of await resultLinks(page).all())
      await expect(link).toHaveAttribute('href', /^\/guides\/[a-z0-9-]+$/);

    // A second search from the results page, then a match followed to its guide.
    await searchBox(page).fill('portability');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/guides\/search\?q=portability$/);
    const title = (await resultTitles(page).first().textContent())!;
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a search nothing matches says so, and leads back to the library', async ({ page }) => {
    await page.goto('/guides/search?q=zzqxv');
    await expect(status(page)).toHaveText('0 guides match');
    await expect(page.getByRole('heading', { level: 2, name: copy.empty.heading })).toBeVisible();
    await page.getByRole('link', { name: copy.search.page.libraryLink }).click();
    await expect(page).toHaveURL(/\/guides$/);
  });
});
