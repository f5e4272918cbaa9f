import { guidesOnDisk } from '../tests/content-on-disk';
import { expect, test, waitForHydration } from './fixtures';
import { TITLES, guideButton, list, listTitles, search, status, tab } from './guide-library';

test.describe('/guides: the Knowledge Library', () => {
  test('lists the ten guides, the category tabs, featured guides, deep dives and resources; the Insights tab says no insight is published yet and leads back to all guides; the tabs filter by category', async ({
    page,
  }) => {
    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Library' })).toBeVisible();
    await expect(
      page.getByRole('tablist', { name: 'Guide categories' }).getByRole('tab'),
    ).toHaveText(['All', 'Beginners', 'Comparisons', 'Technical', 'Money', 'Advanced', 'Insights']);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(list(page)).toHaveCount(10);
    await expect(status(page)).toHaveText('10 guides match');
    // Featured guides are those marked `featured:` in their frontmatter.
    await expect(page.locator('section[aria-labelledby="featured-heading"] li button')).toHaveCount(
      guidesOnDisk().filter((g) => g.featured).length,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Topic Deep Dives' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Resources' })).toBeVisible();

    // The Insights tab, and back to every guide.
    await tab(page, 'Insights').click();
    await expect(page).toHaveURL(/category=insights/);
    await expect(page.getByRole('heading', { name: 'No insight articles yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all guides' }).click();
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(list(page)).toHaveCount(10);

    // Category tabs filter by category.
    await tab(page, 'Technical').click();
    await expect(listTitles(page)).toHaveText([TITLES.fiveG]);
    await tab(page, 'Beginners').click();
    await expect(listTitles(page)).toHaveCount(2);
    // Arrow keys move between tabs.
    await tab(page, 'Beginners').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Comparisons')).toHaveAttribute('aria-selected', 'true');
  });

  test('does not ship the guides’ full text to the browser: the server searches it', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/guides/search-index.json')) indexRequests.push(r.url());
    });
    const res = await page.goto('/guides');
    const html = await res!.text();
    // A sentence from a guide body is not in the HTML or RSC payload.
    expect(html).not.toContain('Millimetre');
    expect(html.toLowerCase()).not.toContain('millimetre');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filter Guides' }).click();
    await search(page).fill('m');
    await expect(page).toHaveURL(/\?q=m$/);
    await search(page).fill('millimetre');
    await expect(listTitles(page)).toHaveText([TITLES.fiveG]);
    // The answer is the page for the query, its matches only: no guide body in it either.
    expect(await page.content()).not.toContain('carry a lot of data over very short distances');
    expect(indexRequests).toEqual([]);
  });

  test('search is case-insensitive over the full text and combines with the tab and the filters', async ({
    page,
  }) => {
    await page.goto('/guides');
    // Typed before the library's script runs, a keystroke is lost on a loaded machine (flaky once).
    await waitForHydration(page);
    // "millimetre" appears only in the body of the 5G guide, never in a title or brief.
    await search(page).fill('MiLLiMeTRE');
    await expect(listTitles(page)).toHaveText([TITLES.fiveG]);
    await expect(status(page)).toHaveText('1 guide matches');
    await expect(page).toHaveURL(/\/guides\?q=MiLLiMeTRE$/);

    // "set-top" is in two bodies: the bill guide (money, Intermediate) and the streaming one (comparisons, Beginner).
    await search(page).fill('SET-TOP');
    await expect(listTitles(page)).toHaveText([TITLES.bill, TITLES.streaming]);
    await tab(page, 'Money').click();
    await expect(listTitles(page)).toHaveText([TITLES.bill]);
    await expect(page).toHaveURL(/\?q=SET-TOP&category=money$/);
    await tab(page, 'All').click();
    await expect(listTitles(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Filter Guides' }).click();
    const panel = page.getByRole('complementary', { name: 'Filter Guides' });
    await panel.getByRole('checkbox', { name: 'Beginner' }).check();
    await expect(listTitles(page)).toHaveText([TITLES.streaming]);
    await expect(page).toHaveURL(/\?q=SET-TOP&level=Beginner$/);
    await panel.getByRole('checkbox', { name: 'Intermediate' }).check();
    await expect(listTitles(page)).toHaveCount(2);
    await panel.getByRole('checkbox', { name: 'Short 5-7 min' }).check();
    await expect(page.getByRole('heading', { name: 'No guides match' })).toBeVisible();
    // The streaming guide is a medium read (10 min), the bill guide a long one (11 min).
    await panel.getByRole('checkbox', { name: 'Medium 8-10 min' }).check();
    await expect(listTitles(page)).toHaveText([TITLES.streaming]);
    await panel.getByRole('checkbox', { name: 'Long 11+ min' }).check();
    await expect(listTitles(page)).toHaveCount(2);
  });

  test('the filter panel opens and closes, and its filters really filter without a search', async ({
    page,
  }) => {
    await page.goto('/guides');
    const toggle = page.getByRole('button', { name: 'Filter Guides' });
    const panel = page.getByRole('complementary', { name: 'Filter Guides' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('group', { name: 'Length' }).getByRole('checkbox')).toHaveCount(3);
    await expect(
      panel.getByRole('group', { name: 'Complexity' }).getByRole('checkbox'),
    ).toHaveCount(3);

    await panel.getByRole('checkbox', { name: 'Advanced' }).check();
    await expect(listTitles(page)).toHaveText([TITLES.business]);
    await panel.getByRole('checkbox', { name: 'Advanced' }).uncheck();
    // The long reads (11+ min) are the bill, business-lines and complaints guides; with Advanced
    // ticked as well, only business lines is both; no Beginner guide is a long read.
    await panel.getByRole('checkbox', { name: 'Long 11+ min' }).check();
    await expect(listTitles(page)).toHaveCount(3);
    expect((await listTitles(page).allTextContents()).sort()).toEqual(
      [TITLES.bill, TITLES.business, TITLES.complaints].sort(),
    );
    await panel.getByRole('checkbox', { name: 'Advanced' }).check();
    await expect(listTitles(page)).toHaveText([TITLES.business]);
    await panel.getByRole('checkbox', { name: 'Advanced' }).uncheck();
    await panel.getByRole('checkbox', { name: 'Beginner' }).check();
    await expect(page.getByRole('heading', { name: 'No guides match' })).toBeVisible();
    await panel.getByRole('link', { name: 'Clear filters' }).click();
    await expect(list(page)).toHaveCount(10);

    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a URL with parameters restores the state, and Back restores the previous state', async ({
    page,
  }) => {
    await page.goto('/guides?q=set-top&category=comparisons&length=medium&level=Beginner');
    await expect(search(page)).toHaveValue('set-top');
    await expect(tab(page, 'Comparisons')).toHaveAttribute('aria-selected', 'true');
    await expect(listTitles(page)).toHaveText([TITLES.streaming]);
    await page.getByRole('button', { name: /Filter Guides/ }).click();
    const panel = page.getByRole('complementary', { name: 'Filter Guides' });
    await expect(panel.getByRole('checkbox', { name: 'Medium 8-10 min' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Beginner' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Intermediate' })).not.toBeChecked();

    // A tab change is a history step.
    await tab(page, 'Technical').click();
    await expect(page.getByRole('heading', { name: 'No guides match' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/category=comparisons/);
    await expect(tab(page, 'Comparisons')).toHaveAttribute('aria-selected', 'true');
    await expect(listTitles(page)).toHaveText([TITLES.streaming]);

    // Leave for the guide's page, then come back: everything is as it was.
    await guideButton(page, TITLES.streaming).click();
    await page.getByRole('link', { name: `Full Article: ${TITLES.streaming}` }).click();
    await expect(page).toHaveURL('/guides/streaming-and-tv-bundles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.streaming);
    await page.goBack();
    await expect(page).toHaveURL(
      /\/guides\?q=set-top&category=comparisons&length=medium&level=Beginner$/,
    );
    await expect(search(page)).toHaveValue('set-top');
    await expect(tab(page, 'Comparisons')).toHaveAttribute('aria-selected', 'true');
    await expect(listTitles(page)).toHaveText([TITLES.streaming]);

    // A new search is a history step too: Back returns to the query before it.
    await search(page).fill('');
    // A person clears the box and then types; the URL follows each.
    await expect(page).not.toHaveURL(/q=/);
    await search(page).fill('roaming');
    await expect(page).toHaveURL(/q=roaming/);
    await page.goBack();
    await expect(search(page)).toHaveValue('');
  });

  test('the WebSite SearchAction URL works: /guides?q=… shows the results; no match: a clear empty state whose reset brings every guide back', async ({
    page,
  }) => {
    await page.goto('/guides?q=Millimetre');
    await expect(search(page)).toHaveValue('Millimetre');
    await expect(listTitles(page)).toHaveText([TITLES.fiveG]);

    await page.goto('/guides?q=zzzz-nothing&category=money');
    const empty = page.getByRole('heading', { level: 2, name: 'No guides match' });
    await expect(empty).toBeVisible();
    await expect(list(page)).toHaveCount(0);
    await expect(status(page)).toHaveText('0 guides match');
    await page.getByRole('link', { name: 'Reset search and filters' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(search(page)).toHaveValue('');
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(list(page)).toHaveCount(10);
  });
});
