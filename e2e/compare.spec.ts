import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures';
import {
  table,
  row,
  offerForm,
  addCatalogue,
  enterShopQuote,
  TOTALS,
  EXIT_6,
  MIXED,
  CHARGES_6,
  EXIT_TOTAL_6,
} from './compare-helpers';

test('with JavaScript: add, enter, change the month and remove in place, without a reload; Back and Forward step through', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Console errors with where they came from. Chromium sometimes asks for /favicon.ico on these
  // in-place navigations although the page names /icon.svg; the site has none (not this page's
  // doing), so that one request is left out and every other error still fails the test.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico'))
      errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/plans/compare');
  await waitForHydration(page);
  // Set once: a reload would lose it, so its survival shows every step updated the page in place.
  await page.evaluate(() => ((window as unknown as { inPlace: boolean }).inPlace = true));
  const inPlace = () =>
    page.evaluate(() => (window as unknown as { inPlace?: boolean }).inPlace === true);

  await addCatalogue(page, 'e& eLife Ultra Starter, 24-month contract');
  await expect(row(page, 'total')).toHaveCount(1);
  await addCatalogue(page, 'du Control Plan 80, flexible minutes');
  await expect(row(page, 'total')).toHaveCount(2);
  // One period for every offer, chosen here; the quoted-offer form keeps it.
  await page.getByLabel('Compare over').selectOption({ label: '24 months' });
  await expect(page).toHaveURL(/p=24/);
  // Wait for the page rendered for the new period (the address changes before it arrives).
  await expect(page.getByTestId('verdict')).toContainText('costed over the same 24 months');
  await enterShopQuote(page);
  await expect(row(page, 'total')).toHaveText(TOTALS);
  await expect(page).toHaveURL(/p=24/);
  await expect(page).toHaveURL(
    /o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=~Shop/,
  );
  // The form starts afresh (folded again) once its offer is in the comparison.
  await expect(offerForm(page).getByLabel('Operator or offer name')).toBeHidden();

  // du's cost per GB is on its 1 GB base, the promotional 2 GB beside it.
  await expect(row(page, 'pergb')).toHaveText([
    'Not applicable',
    'AED 80.00 (plus 2 GB promotional data, how long not stated by the source)',
    'AED 10.72',
  ]);
  // A home-internet plan, a mobile plan and a quote: not ranked across plan types.
  await expect(page.getByTestId('verdict')).toContainText(MIXED);
  await expect(table(page).locator('th[data-offer]', { hasText: 'Cheapest' })).toHaveCount(0);

  await page.getByLabel(/Leave after month/).fill('6');
  await expect(page).toHaveURL(/m=6/);
  await expect(row(page, 'exit')).toHaveText(EXIT_6);
  await expect(row(page, 'devicecharges')).toHaveText(CHARGES_6);
  await expect(row(page, 'exittotal')).toHaveText(EXIT_TOTAL_6);
  await expect(page.locator('svg[role="img"] g[data-series]')).toHaveCount(3);
  await expect(page.getByTestId('cumulative-table').locator('tbody tr').last()).toContainText(
    'AED 10,810.80',
  );
  expect(await inPlace()).toBe(true);

  // The URL is the comparison: a fresh visitor sees the same.
  const url = page.url();
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(row(fresh, 'total')).toHaveText(TOTALS);
  await expect(row(fresh, 'exit')).toHaveText(EXIT_6);
  await other.close();

  await page.getByRole('link', { name: 'Remove B: du Control Plan 80, flexible minutes' }).click();
  // e&'s plan and the quote are ranked together (the quote has no type of its own): cheaper first.
  await expect(row(page, 'total')).toHaveText([TOTALS[2], TOTALS[0]]);
  await expect(page.getByTestId('verdict')).toContainText('Cheapest over 24 months');
  await expect(page).toHaveURL(/m=6/);
  expect(await inPlace()).toBe(true);

  // Back: the comparison before the removal, then before the month changed, then two offers.
  await page.goBack();
  await expect(row(page, 'total')).toHaveText(TOTALS);
  await page.goBack();
  await expect(page).not.toHaveURL(/m=6/);
  await expect(row(page, 'total')).toHaveCount(3);
  await page.goBack();
  await expect(row(page, 'total')).toHaveCount(2);
  await page.goForward();
  await expect(row(page, 'total')).toHaveCount(3);
  expect(await inPlace()).toBe(true);

  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('with JavaScript, the quoted-offer form puts each error next to its field, moves focus to the first and keeps what was typed', async ({
  page,
}) => {
  test.slow();
  await page.goto('/plans/compare');
  const form = offerForm(page);
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
