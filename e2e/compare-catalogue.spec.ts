/**
 * "Add to comparison" in the catalogue adds to the comparison the catalogue was opened from, which
 * the address alone carries (lib/pricing/carry.ts): with and without JavaScript, in Arabic, when
 * the comparison is full, and for the older `?add=` links. Nothing is kept in the browser.
 */
import type { Page } from '@playwright/test';
import { readMdx } from '../tests/content-on-disk';
import { expect, test, waitForHydration } from './fixtures';
import { withoutJavaScript } from './without-javascript';

const E24 = 'elife-ultra-starter-24-months';
const C80 = 'control-plan-80-flexible';
const heads = (page: Page) => page.getByTestId('comparison-table').locator('th[data-offer]');
const addLink = (page: Page, slug: string, label = 'Add to comparison') =>
  page.locator(`article[data-plan="${slug}"]`).getByRole('link', { name: new RegExp(`^${label}`) });

/** From a comparison of one plan (left after month 6), through the catalogue filtered to du, adds a du plan. */
async function addThroughCatalogue(page: Page) {
  await page.goto(`/plans/compare?o=${E24}&m=6`);
  await page.getByRole('link', { name: 'Browse and filter the catalogue' }).click();
  await expect(page).toHaveURL(/\/plans\/catalogue\?c=/);
  // Filtering keeps the comparison the catalogue was opened from.
  await page.getByLabel('Operator').selectOption({ label: 'du' });
  await page.getByRole('button', { name: 'Show plans' }).click();
  await expect(page).toHaveURL(/\/plans\/catalogue\?c=.*operator=du/);
  await expect(page.locator('article[data-plan]').first()).toHaveAttribute('data-plan', /control/);
  await addLink(page, C80).click();
  await expect(page).toHaveURL(new RegExp(`/plans/compare\\?o=${E24}&o=${C80}&m=6$`));
  await expect(heads(page)).toHaveCount(2);
  await expect(heads(page).nth(0)).toContainText('eLife Ultra Starter, 24-month contract');
  await expect(heads(page).nth(1)).toContainText('Control Plan 80, flexible minutes');
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
}

test('the catalogue opened from a comparison adds to it, and the comparison loads once', async ({
  page,
}) => {
  test.slow();
  // Every request for the comparison's page but the router's prefetches.
  const loads: string[] = [];
  page.on('request', (r) => {
    const h = r.headers();
    if (
      new URL(r.url()).pathname === '/plans/compare' &&
      !h['next-router-prefetch'] &&
      !h['next-router-segment-prefetch']
    )
      loads.push(r.url());
  });
  await page.goto(`/plans/catalogue?c=${encodeURIComponent(`o=${E24}`)}`);
  await waitForHydration(page);
  loads.length = 0;
  await addLink(page, C80).click();
  await expect(heads(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/plans/compare\\?o=${E24}&o=${C80}$`));
  expect(loads).toHaveLength(1);
  await addThroughCatalogue(page);
});

withoutJavaScript('without JavaScript', () => {
  test('the catalogue opened from a comparison adds to it, in English and in Arabic; a full comparison stays as it is and says so', async ({
    page,
  }) => {
    test.slow();
    await addThroughCatalogue(page);

    // In Arabic.
    const compare = readMdx('content/ar/pages/compare.mdx').data.blocks;
    const catalogue = readMdx('content/ar/pages/catalogue.mdx').data.blocks;
    await page.goto(`/ar/plans/compare?o=${E24}`);
    await page.getByRole('link', { name: compare.picker.catalogueLink.label }).click();
    await expect(page).toHaveURL(/\/ar\/plans\/catalogue\?c=/);
    await addLink(page, C80, catalogue.plan.compareLink).click();
    await expect(page).toHaveURL(new RegExp(`/ar/plans/compare\\?o=${E24}&o=${C80}$`));
    await expect(heads(page)).toHaveCount(2);

    // A full comparison.
    const four = ['control-plan-80-national', C80, 'control-plan-135-flexible', E24];
    const query = four.map((s) => `o=${s}`).join('&');
    await page.goto(`/plans/catalogue?c=${encodeURIComponent(query)}`);
    await addLink(page, 'control-plan-135-national').click();
    await expect(page).toHaveURL(new RegExp(`/plans/compare\\?${query}$`));
    await expect(heads(page)).toHaveCount(4);
    // The picker's message beside its disabled button, as when the comparison page was full before.
    await expect(page.getByRole('button', { name: 'Add plan' })).toBeDisabled();
    await expect(page.locator('#cmp-picker-full')).toHaveText(
      'You are comparing 4 offers, the most at once. Remove one to add another.',
    );
  });

  test('an older ?add= link leads, permanently (308), to the comparison it meant, in its language', async ({
    request,
  }) => {
    for (const [from, to] of [
      [`/plans/compare?o=${E24}&add=${C80}&p=24`, `/plans/compare?o=${E24}&o=${C80}&p=24`],
      [`/ar/plans/compare?add=${C80}`, `/ar/plans/compare?o=${C80}`],
      [`/plans/compare?o=${C80}&add=${C80}`, `/plans/compare?o=${C80}`],
    ]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      expect(res.headers().location, from).toBe(to);
    }
  });
});
