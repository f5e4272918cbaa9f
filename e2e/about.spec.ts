import { computeStats, editorialTimeline, monthYear, statValue } from '../lib/content/stats';
import { pageBlocks, statsInputOnDisk } from '../tests/content-on-disk';
import { expect, expectTabListsHydrateUnchanged, jsonLd, test } from './fixtures';
import { optionalCookiesDeclined } from './consent-helpers';

test.describe('about page', () => {
  test.beforeEach(optionalCookiesDeclined);

  test('shows the editorial timeline from content dates, nine differentiators, computed figures, team roles and calls to action; Article structured data; the five principles share one tab state across all cards', async ({
    page,
  }) => {
    const timeline = editorialTimeline(statsInputOnDisk());
    await page.goto('/about');
    const entries = page.locator('section[aria-labelledby="story-heading"] ol > li');
    await expect(entries.locator('p:first-of-type')).toHaveText(
      timeline.map((e) => monthYear(e.date, 'en')),
    );
    const titles = pageBlocks('about').story.timeline as Record<string, string>;
    await expect(entries.locator('h3')).toHaveText(
      timeline.map((e) => titles[e.kind].replace('{topic}', e.topic ?? '')),
    );
    // Each entry lists the guides it is about, linking to their pages.
    expect(
      await entries
        .first()
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(timeline[0].guides.map((g) => `/guides/${g.slug}`));
    await expect(page.locator('main')).not.toContainText(/since 2019|2019/);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Our Promise to You' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="different-heading"] li')).toHaveCount(9);
    const stats = computeStats(statsInputOnDisk());
    const items = pageBlocks('about').impact.items as { stat: Parameters<typeof statValue>[1] }[];
    await expect(page.locator('section[aria-labelledby="impact-heading"] dd')).toHaveText(
      items.map((i) => statValue(stats, i.stat, 'en')),
    );
    expect(
      await page.locator('section[aria-labelledby="team-heading"] li').count(),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await page
        .locator('section[aria-labelledby="about-cta-heading"] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/plans', '/contact']);

    // Article structured data about the organisation.
    const blocks = await jsonLd(page);
    const article = blocks.find((b) => b['@type'] === 'Article') as Record<string, unknown>;
    expect(article.headline).toBe('About Us: The Team Behind ClearSignal');
    expect(article.url).toBe('http://localhost:3000/about');
    expect(blocks.find((b) => b['@type'] === 'Organization')).toBeTruthy();

    // The five principles share one tab state across all cards.
    const lists = page
      .locator('section[aria-labelledby="principles-heading"]')
      .getByRole('tablist');
    await expect(lists).toHaveCount(5);
    const selected = () =>
      lists.evaluateAll((ls) =>
        ls.map((l) => l.querySelector('[role="tab"][aria-selected="true"]')?.textContent),
      );
    expect(await selected()).toEqual(Array(5).fill('Overview'));

    await lists.nth(2).getByRole('tab', { name: 'Details' }).click();
    await expect.poll(selected).toEqual(Array(5).fill('Details'));
    const panels = page
      .locator('section[aria-labelledby="principles-heading"]')
      .getByRole('tabpanel');
    await expect(panels).toHaveCount(5);
    await expect(panels.first()).toContainText('We accept no payments');

    // Keyboard: arrow keys on any card move every card.
    await lists.nth(0).getByRole('tab', { name: 'Details' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toEqual(Array(5).fill('Examples'));
  });

  test('the tab sets hydrate as the server drew them: nothing in them changes until the visitor uses one', async ({
    page,
  }) => {
    await expectTabListsHydrateUnchanged(page, '/about');
    // A click chooses on every card at once; the clicked tab keeps the focus, and the arrow keys
    // move every card again.
    const lists = page
      .locator('section[aria-labelledby="principles-heading"]')
      .getByRole('tablist');
    await lists.nth(1).getByRole('tab', { name: 'Examples' }).click();
    await expect(lists.nth(4).getByRole('tab', { name: 'Examples' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(lists.nth(1).getByRole('tab', { name: 'Examples' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(lists.nth(4).getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
