/**
 * The Knowledge Library's guides opening in place: one at a time, featured cards and related
 * guides (with their 100 ms hand-over), and the page at 375 px. Search, tabs and filters:
 * guides.spec.ts.
 */
import { expect, test, waitForHydration } from './fixtures';
import { TITLES, guideButton, list, relatedFromPrepaid, tab } from './guide-library';

test.describe('/guides: guides opening in place', () => {
  test('at most one guide expanded; a click on it again collapses it; the expanded guide shows its parts; a related guide collapses the open one, then opens and scrolls to the target; a featured card toggles its guide in the list', async ({
    page,
  }) => {
    await page.goto('/guides');
    await waitForHydration(page);
    const buttons = list(page).locator('h3 button');
    await expect(list(page).locator('[aria-expanded="true"]')).toHaveCount(0);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(4).click();
    await expect(buttons.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(list(page).locator('h3 button[aria-expanded="true"]')).toHaveCount(1);
    await buttons.nth(4).click();
    await expect(list(page).locator('h3 button[aria-expanded="true"]')).toHaveCount(0);

    await guideButton(page, TITLES.prepaid).click();
    const item = page.locator('#guide-prepaid-vs-postpaid');
    await expect(
      item.getByRole('navigation', { name: 'Contents' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(item.getByRole('heading', { name: 'Key Points' })).toBeVisible();
    await expect(item.locator('img')).toHaveCount(2);
    await expect(item.getByRole('heading', { name: 'Related Guides' })).toBeVisible();
    await expect(
      item.getByRole('link', { name: `Full Article: ${TITLES.prepaid}` }),
    ).toHaveAttribute('href', '/guides/prepaid-vs-postpaid');

    // A related guide collapses the open one, then opens and scrolls to the target.
    await item.getByRole('button', { name: TITLES.portability }).click();
    await expect(guideButton(page, TITLES.prepaid)).toHaveAttribute('aria-expanded', 'false');
    await expect(guideButton(page, TITLES.portability)).toHaveAttribute('aria-expanded', 'true');
    await expect(guideButton(page, TITLES.portability)).toBeFocused();
    await expect(guideButton(page, TITLES.portability)).toBeInViewport();
    await expect(list(page).locator('h3 button[aria-expanded="true"]')).toHaveCount(1);

    // A featured card toggles its guide in the list.
    const card = page
      .locator('section[aria-labelledby="featured-heading"]')
      .getByRole('button', { name: new RegExp(TITLES.prepaid) });
    await card.click();
    await expect(guideButton(page, TITLES.prepaid)).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(guideButton(page, TITLES.prepaid)).toBeInViewport();
    await card.click();
    await expect(guideButton(page, TITLES.prepaid)).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toHaveAttribute('aria-expanded', 'false');
  });

  test('the related guide opens 100 ms after the open one collapses, not before', async ({
    page,
  }) => {
    // The page's clock is driven by the test, so the delay is checked exactly under any load.
    await page.clock.install({ time: new Date('2026-01-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T08:00:01Z'));
    await page.goto('/guides');
    // A click before the library's script runs does nothing: click until the guide opens.
    const prepaid = guideButton(page, TITLES.prepaid);
    await expect(async () => {
      if ((await prepaid.getAttribute('aria-expanded')) !== 'true') await prepaid.click();
      await expect(prepaid).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    await page
      .locator('#guide-prepaid-vs-postpaid')
      .getByRole('button', { name: TITLES.portability })
      .click();
    await expect(guideButton(page, TITLES.prepaid)).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(90);
    await expect(guideButton(page, TITLES.portability)).toHaveAttribute('aria-expanded', 'false');
    // At 100 ms the timer fires and the guide opens (no animation frames to wait for).
    await page.clock.runFor(10);
    await expect(guideButton(page, TITLES.portability)).toHaveAttribute('aria-expanded', 'true');
  });

  test('a related guide hidden by the current filters is still reached (the filters are reset)', async ({
    page,
  }) => {
    await relatedFromPrepaid(page, '/guides?category=beginners', TITLES.bill);
    await expect(guideButton(page, TITLES.bill)).toHaveAttribute('aria-expanded', 'true');
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('/guides at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('nothing overflows sideways', async ({ page }) => {
    await page.goto('/guides');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
