import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';

/**
 * Every address format shared before the site kept its state one way (GET forms and links read
 * through `searchParams`, docs/architecture.md "URL state") still opens the same result: read as
 * it is, or redirected permanently (308) to the same result's address where the format changed.
 * OLD_ADDRESSES is the list of those formats; each test below checks one way of keeping them.
 */

const E24 = 'elife-ultra-starter-24-months';
const C80 = 'control-plan-80-flexible';
/** A quoted offer as links spelled it before the device charges (a 10th field, no 11th). */
const TEN_FIELDS = '~Old%20quote.2s.1.c....u.u.64';

type OldAddress = {
  /** The format, as it was written. */
  old: string;
  /** Where it is sent permanently, or null where the address is read as it is. */
  moved: string | null;
  /** The address of the same result in today's format. */
  today: string;
};

/**
 * Every older format: the library's results page (its own, then the hidden target of a header
 * rewrite for /guides?q=…), the library's query as its scripts (nuqs, then useUrlQuery) wrote it,
 * the catalogue filter form's former target, the catalogue's query (unchanged names), and the
 * comparison's `?add=` links and its quoted offers without the 11th field.
 */
const OLD_ADDRESSES: OldAddress[] = [
  // The library's search, as the WebSite SearchAction's template (/guides?q={search_term_string})
  // and every shared search wrote it: once answered by a hidden page through a rewrite.
  { old: '/guides?q=roaming', moved: null, today: '/guides?q=roaming' },
  {
    old: '/guides?q=roaming&category=money',
    moved: null,
    today: '/guides?q=roaming&category=money',
  },
  // The hidden results page's own address.
  {
    old: '/guides/search?q=roaming&category=money',
    moved: '/guides?q=roaming&category=money',
    today: '/guides?q=roaming&category=money',
  },
  { old: '/ar/guides/search?q=x', moved: '/ar/guides?q=x', today: '/ar/guides?q=x' },
  // The library's scripts wrote lists comma-separated and accepted any case.
  {
    old: '/guides?length=long,short&level=advanced',
    moved: null,
    today: '/guides?length=short&length=long&level=Advanced',
  },
  {
    old: '/guides?q=Millimetre&category=TECHNICAL',
    moved: null,
    today: '/guides?q=millimetre&category=technical',
  },
  // The catalogue filter form's former GET target.
  {
    old: '/plans/catalogue/filter?operator=du&budget=100',
    moved: '/plans/catalogue?operator=du&budget=100',
    today: '/plans/catalogue?operator=du&budget=100',
  },
  {
    old: '/ar/plans/catalogue/filter?type=tv',
    moved: '/ar/plans/catalogue?type=tv',
    today: '/ar/plans/catalogue?type=tv',
  },
  // The catalogue's own query: the same names since the catalogue was first published.
  {
    old: '/plans/catalogue?type=home-internet&sort=monthly',
    moved: null,
    today: '/plans/catalogue?type=home-internet&sort=monthly',
  },
  // "Add to comparison" links from before the catalogue carried the comparison.
  {
    old: `/plans/compare?o=${E24}&add=${C80}&p=24`,
    moved: `/plans/compare?o=${E24}&o=${C80}&p=24`,
    today: `/plans/compare?o=${E24}&o=${C80}&p=24`,
  },
  {
    old: `/ar/plans/compare?add=${C80}`,
    moved: `/ar/plans/compare?o=${C80}`,
    today: `/ar/plans/compare?o=${C80}`,
  },
  // A quoted offer spelled before the device charges field existed.
  {
    old: `/plans/compare?o=${TEN_FIELDS}&m=6`,
    moved: null,
    today: `/plans/compare?o=${TEN_FIELDS}&m=6`,
  },
];

/** What a page shows as its result: the library's, the catalogue's or the comparison's. */
async function resultOf(page: Page) {
  const path = new URL(page.url()).pathname;
  if (path.endsWith('/guides'))
    return {
      status: await page.getByTestId('results-status').allTextContents(),
      guides: await page
        .locator('section[aria-labelledby="all-guides-heading"] > ul > li h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    };
  if (path.endsWith('/catalogue'))
    return {
      count: await page.getByTestId('catalogue-count').allTextContents(),
      plans: await page
        .locator('article[data-plan]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-plan'))),
    };
  return {
    offers: await page.locator('[data-testid="comparison-table"] th[data-offer]').allTextContents(),
    verdict: await page.getByTestId('verdict').allTextContents(),
  };
}

const redirect = async (request: APIRequestContext, from: string) => {
  const res = await request.get(from, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location };
};

test('each older format that changed is redirected permanently (308) to its result’s address', async ({
  request,
}) => {
  for (const { old, moved } of OLD_ADDRESSES.filter((a) => a.moved !== null))
    expect(await redirect(request, old), old).toEqual({ status: 308, location: moved });
  // One that did not change is answered as it is.
  for (const { old } of OLD_ADDRESSES.filter((a) => a.moved === null))
    expect((await redirect(request, old)).status, old).toBe(200);
});

withoutJavaScript('without JavaScript', () => {
  test('each older address opens the same result as today’s address for it', async ({ page }) => {
    test.setTimeout(120_000);
    for (const { old, today } of OLD_ADDRESSES) {
      await page.goto(today);
      const expected = await resultOf(page);
      await page.goto(old);
      expect(new URL(page.url()).pathname, old).toBe(new URL(today, page.url()).pathname);
      expect(await resultOf(page), old).toEqual(expected);
    }
  });

  test('the results are the ones each older address meant', async ({ page }) => {
    const titles = (path: string) =>
      page
        .goto(path)
        .then(() =>
          page
            .locator('section[aria-labelledby="all-guides-heading"] > ul > li h3 a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        );
    // A search finds the guide it names, among fewer than the whole library.
    const roaming = await titles('/guides?q=roaming');
    expect(roaming).toContain('/guides/roaming-without-bill-shock');
    expect(roaming.length).toBeLessThan(10);
    // A word only one guide's body has, in any case, in its category.
    expect(await titles('/guides?q=Millimetre&category=TECHNICAL')).toEqual([
      '/guides/understanding-5g-in-the-uae',
    ]);
    await expect(page.getByTestId('results-status')).toHaveText('1 guide matches');
    await page.goto('/guides?level=advanced');
    await expect(page.getByTestId('results-status')).toHaveText('1 guide matches');
    // The catalogue and the comparison show what their older links asked for.
    await page.goto('/plans/catalogue/filter?operator=du&budget=100');
    await expect(page.getByTestId('catalogue-count')).toHaveText('2 plans match');
    await page.goto(`/plans/compare?o=${E24}&add=${C80}`);
    await expect(page.getByTestId('comparison-table').locator('th[data-offer]')).toHaveCount(2);
    await page.goto(`/plans/compare?o=${TEN_FIELDS}`);
    await expect(page.getByTestId('comparison-table').locator('th[data-offer]')).toContainText(
      'Old quote',
    );
  });
});
