/**
 * The comparison and the catalogue say what they do (issue 51 §2), checked without JavaScript:
 * the comparison's columns in the order of their totals, the catalogue's sort line for the sort
 * chosen, and the Arabic catalogue's copy in Arabic (its rule box, its currency, its punctuation).
 */
import { readMdx } from '../tests/content-on-disk';
import { expect, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';

const heads = (page: import('@playwright/test').Page) =>
  page.getByTestId('comparison-table').locator('th[data-offer]');
const E24 = 'elife-ultra-starter-24-months';
const E0 = 'elife-ultra-starter-no-commitment';

withoutJavaScript('without JavaScript', () => {
  test('the columns follow the totals, cheapest first, not the order of the link', async ({
    page,
  }) => {
    // Over 12 months the no-commitment plan (AED 5,720.40) is cheaper than the contract (6,260.10).
    await page.goto(`/plans/compare?o=${E24}&o=${E0}`);
    await expect(heads(page)).toHaveCount(2);
    await expect(heads(page).nth(0)).toHaveAttribute('data-offer', 'B');
    await expect(heads(page).nth(0)).toContainText('Cheapest');
    await expect(page.locator('tr[data-row="total"] td')).toHaveText([
      'AED 5,720.40 over 12 months',
      'AED 6,260.10 over 12 months',
    ]);
    // Over 24 months the contract (10,810.80) is cheaper than no commitment (11,440.80).
    await page.goto(`/plans/compare?o=${E24}&o=${E0}&p=24`);
    await expect(heads(page).nth(0)).toHaveAttribute('data-offer', 'A');
    await expect(page.locator('tr[data-row="total"] td')).toHaveText([
      'AED 10,810.80 over 24 months',
      'AED 11,440.80 over 24 months',
    ]);
  });

  test('the English catalogue sorted by data says so, not "total cost"', async ({ page }) => {
    const blocks = readMdx('content/pages/catalogue.mdx').data.blocks;
    await page.goto('/plans/catalogue?sort=data');
    await expect(page.getByTestId('catalogue-sorted-by')).toHaveText(blocks.filters.sortedBy.data);
    await page.goto('/plans/catalogue?sort=total&period=24');
    await expect(page.getByTestId('catalogue-sorted-by')).toHaveText(
      blocks.filters.sortedBy.total.replace('{months}', '24'),
    );
  });

  test('the Arabic catalogue speaks Arabic: its rule box, its currency and its punctuation', async ({
    page,
  }) => {
    const blocks = readMdx('content/ar/pages/catalogue.mdx').data.blocks;
    await page.goto('/ar/plans/catalogue?sort=data');
    await expect(page.getByTestId('catalogue-sorted-by')).toHaveText(blocks.filters.sortedBy.data);
    // The rule box beside the filters, from content (it was an English string in lib/pricing/rules.ts).
    const method = page.getByRole('region', { name: blocks.method.heading });
    await expect(method).toContainText(blocks.method.rule);
    await expect(method).not.toContainText("Leaving a contract early costs at most one month's");
    const main = (await page.locator('main').innerText()).normalize();
    // One spelling of the currency (the glossary's), and no Latin semicolon.
    expect(main).toContain('درهم');
    expect(main).not.toContain('د.إ');
    expect(main).not.toMatch(/[\u0600-\u06ff][^;\n]{0,3};|;\s*[\u0600-\u06ff]/);
    // du's price credit is Arabic, with the Latin name isolated.
    const du = page.locator('article[data-plan="control-plan-80-flexible"]');
    await expect(du).toContainText('نقلًا عن الأسئلة الشائعة لدى دو');
    await expect(du.locator('bdi')).toContainText(['Aladdin', 'aladdin.life', 'du']);
    await expect(du).not.toContainText('reproducing');
    // The plan page: device charges joined by the Arabic semicolon, the rental as «إيجار شهر واحد».
    await page.goto(`/ar/plans/catalogue/${E24}`);
    await expect(page.locator('[data-device-charges]')).toContainText('؛ ');
    await page.goto(`/ar/plans/compare?o=${E24}`);
    await expect(page.getByText('إيجار شهر واحد').first()).toBeVisible();
    await expect(page.getByText('رسوم اشتراك شهر واحد')).toHaveCount(0);
  });
});
