import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

const table = (page: Page) => page.getByTestId('comparison-table');
const row = (page: Page, key: string) => table(page).locator(`tr[data-row="${key}"] td`);

async function addCatalogue(page: Page, label: string) {
  await page.getByLabel('Catalogue plan').selectOption({ label });
  await page.getByRole('button', { name: 'Add plan' }).click();
}

async function enterShopQuote(page: Page) {
  const form = page.getByRole('region', { name: 'Enter an offer you were quoted' });
  await form.getByLabel('Operator or offer name').fill('Shop quote');
  await form.getByLabel('Monthly price (AED)', { exact: true }).fill('199');
  await form.getByRole('radio', { name: 'No, VAT is added' }).check();
  await form.getByLabel('Contract length (months)').fill('24');
  await form.getByLabel('Activation fee (AED)').fill('125.50');
  await form.getByLabel('Data per month (GB)').fill('20');
  await form.getByRole('button', { name: 'Add this offer' }).click();
}

test('compare two catalogue plans and an entered offer: totals, cheapest, exit month, shared link, Back', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto('/plans/compare');
  await expect(page.getByTestId('needs-js')).toHaveCount(0);
  await addCatalogue(page, 'e& eLife Ultra Starter, 24-month contract');
  await addCatalogue(page, 'du Control Plan 80, flexible minutes');
  await enterShopQuote(page);

  // Totals over 24 months with 5% VAT: 24 x 450.45; 24 x 80.00 (VAT included); 131.78 + 24 x 208.95.
  await expect(row(page, 'total')).toHaveText([
    'AED 10,810.80 over 24 months',
    'AED 1,920.00 over 24 months',
    'AED 5,146.58 over 24 months',
  ]);
  await expect(row(page, 'pergb')).toHaveText(['Not applicable', 'AED 26.67', 'AED 10.72']);
  await expect(page.getByTestId('verdict')).toContainText(
    'Cheapest over the contract: B: du Control Plan 80, flexible minutes.',
  );
  await expect(table(page).locator('th[data-offer="B"]')).toContainText('Cheapest');

  // Leaving after month 6: one month's rental (with VAT) while a contract runs, nothing without one.
  await page.getByLabel(/Leave after month/).fill('6');
  await expect(row(page, 'exit')).toHaveText(['AED 450.45', 'AED 0.00', 'AED 208.95']);
  await expect(row(page, 'exittotal')).toHaveText(['AED 3,153.15', 'AED 480.00', 'AED 1,594.43']);
  await expect(page).toHaveURL(/m=6/);

  // The chart has one labelled line per offer, and its table the same figures.
  await expect(page.locator('svg[role="img"] g[data-series]')).toHaveCount(3);
  await expect(page.getByTestId('cumulative-table').locator('tbody tr').last()).toContainText(
    'AED 10,810.80',
  );

  // The URL is the comparison: a fresh visitor sees the same.
  const url = page.url();
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(row(fresh, 'total')).toHaveText(await row(page, 'total').allTextContents());
  await expect(row(fresh, 'exit')).toHaveText(['AED 450.45', 'AED 0.00', 'AED 208.95']);
  await other.close();

  // A reload keeps the entered offer; Back steps to the comparison before the exit month changed.
  await page.reload();
  await expect(table(page).locator('th[data-offer="C"]')).toContainText('Shop quote');
  await page.goBack();
  await expect(page).not.toHaveURL(/m=6/);
  await expect(row(page, 'total')).toHaveCount(3);
  await page.goBack();
  await expect(row(page, 'total')).toHaveCount(2);
  await page.goForward();
  await expect(row(page, 'total')).toHaveCount(3);

  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the entered-offer form puts each error next to its field, announces it and keeps what was typed', async ({
  page,
}) => {
  test.slow();
  await page.goto('/plans/compare');
  const form = page.getByRole('region', { name: 'Enter an offer you were quoted' });
  await form.getByLabel('Monthly price (AED)', { exact: true }).fill('12.345');
  await form.getByRole('button', { name: 'Add this offer' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The offer was not added. Correct the fields marked below.',
  );
  const name = form.getByLabel('Operator or offer name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Enter the operator or the offer's name.");
  await expect(form.getByLabel('Monthly price (AED)', { exact: true })).toHaveAccessibleDescription(
    'Enter an amount in AED, like 99 or 131.25.',
  );
  await expect(form.getByLabel('Monthly price (AED)', { exact: true })).toHaveValue('12.345');
  await expect(form.getByText('Say whether the quoted monthly price includes VAT.')).toBeVisible();
  await expect(page.getByText('Nothing to compare yet.')).toBeVisible();
});

test('"Add to comparison" from the catalogue adds to the comparison already open', async ({
  page,
}) => {
  test.slow();
  await page.goto('/plans/catalogue/filter?operator=du&sort=monthly');
  await page
    .getByRole('link', { name: 'Add to comparison: Control Plan 80, flexible minutes' })
    .click();
  await expect(row(page, 'total')).toHaveCount(1);
  await page.goto('/plans/catalogue/elife-ultra-starter-no-commitment');
  await page.getByRole('link', { name: 'Add to comparison' }).click();
  await expect(row(page, 'total')).toHaveCount(2);
  await expect(page).toHaveURL(/o=control-plan-80-flexible&o=elife-ultra-starter-no-commitment/);
  // No contract anywhere: both are costed over the 12-month default.
  await expect(page.getByTestId('verdict')).toContainText('costed over 12 months');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the comparison scrolls sideways inside its table with the first column kept in view', async ({
    page,
  }) => {
    test.slow();
    await page.goto(
      '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible',
    );
    await expect(row(page, 'total')).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: 'Offers compared by total cost, with 5% VAT' });
    const { scroll, client } = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll).toBeGreaterThan(client);
    const firstCell = table(page).locator('tr[data-row="total"] th');
    await expect(firstCell).toHaveCSS('position', 'sticky');
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const box = await firstCell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeLessThan(40);
  });
});
