import { expect, jsonLd, test } from './fixtures';
import { presetConsent } from './consent-helpers';

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page, { analytics: false, marketing: false, functional: false });
  });

  test('shows the timeline 2019-2024, nine differentiators, the claims, team roles and calls to action', async ({
    page,
  }) => {
    await page.goto('/about');
    const years = page.locator(
      'section[aria-labelledby="story-heading"] ol > li > p:first-of-type',
    );
    await expect(years).toHaveText(['2019', '2020', '2021', '2022', '2023', '2024']);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Our Promise to You' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="different-heading"] li')).toHaveCount(9);
    await expect(page.locator('section[aria-labelledby="impact-heading"] dd')).toHaveText([
      '95%',
      'Daily',
      '100%',
      '24 hours',
    ]);
    expect(
      await page.locator('section[aria-labelledby="team-heading"] li').count(),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await page
        .locator('section[aria-labelledby="about-cta-heading"] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/plans', '/contact']);
  });

  test('the five principles share one tab state across all cards', async ({ page }) => {
    await page.goto('/about');
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

  test('has Article structured data about the organisation', async ({ page }) => {
    await page.goto('/about');
    const blocks = await jsonLd(page);
    const article = blocks.find((b) => b['@type'] === 'Article') as Record<string, unknown>;
    expect(article.headline).toBe('About Us: The Team Behind ClearSignal');
    expect(article.url).toBe('http://localhost:3000/about');
    expect(blocks.find((b) => b['@type'] === 'Organization')).toBeTruthy();
  });
});
