/**
 * The comparison's layout and its life without JavaScript: no layout shift, a shared link's HTML
 * holding the whole comparison, a visitor's round trip through forms, and the page on a phone.
 * With JavaScript: compare.spec.ts.
 */
import { expect, test } from './fixtures';
import { amountsLineUp } from './rtl-comparison';
import { withoutJavaScript } from './without-javascript';
import {
  table,
  row,
  offerForm,
  E24,
  FOUR,
  addCatalogue,
  enterShopQuote,
  layoutShift,
  TOTALS,
  EXIT_6,
  MIXED,
  CHARGES_6,
} from './compare-helpers';

test('no layout shift: CLS 0 on the empty comparison and with four offers', async ({ page }) => {
  test.slow();
  await page.goto('/plans/compare');
  const empty = await layoutShift(page);
  expect(empty.sum, empty.moved.join('\n')).toBe(0);
  await page.goto(FOUR);
  await expect(row(page, 'total')).toHaveCount(4);
  const four = await layoutShift(page);
  expect(four.sum, four.moved.join('\n')).toBe(0);
});

withoutJavaScript('without JavaScript', () => {
  test("a shared link's HTML holds the whole comparison", async ({ request }) => {
    const res = await request.get(`/plans/compare?o=${E24}&o=control-plan-80-flexible&m=6&p=24`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toMatch(/'nonce-/);
    const html = await res.text();
    for (const text of [
      'A: e& eLife Ultra Starter, 24-month contract',
      'B: du Control Plan 80, flexible minutes',
      'AED 10,810.80 over 24 months',
      MIXED,
      'Every offer is costed over the same 24 months',
      'Early-termination fee if you leave after month 6',
      'AED 450.45',
      'AED 624.75',
      'Cost per GB',
      'What you will have paid by the end of each month',
    ])
      expect(html).toContain(text.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).not.toContain('needs JavaScript');
  });

  test('a visitor adds a plan, enters a quote, changes the month and removes an offer', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/plans/compare');
    await addCatalogue(page, 'e& eLife Ultra Starter, 24-month contract');
    await expect(row(page, 'total')).toHaveCount(1);
    await addCatalogue(page, 'du Control Plan 80, flexible minutes');
    await expect(row(page, 'total')).toHaveCount(2);
    await page.getByLabel('Compare over').selectOption({ label: '24 months' });
    await page.getByRole('button', { name: 'Update comparison' }).click();
    await expect(page).toHaveURL(/p=24/);

    // A wrong quote comes back with its errors and what was typed.
    await offerForm(page).getByText('Enter an offer you were quoted').click();
    await offerForm(page).getByLabel('Operator or offer name').fill('Shop quote');
    await offerForm(page).getByRole('button', { name: 'Add this offer' }).click();
    await expect(offerForm(page).getByRole('alert')).toBeVisible();
    await expect(offerForm(page).getByLabel('Operator or offer name')).toHaveValue('Shop quote');
    await expect(row(page, 'total')).toHaveCount(2);

    await enterShopQuote(page);
    await expect(row(page, 'total')).toHaveText(TOTALS);

    await page.getByLabel(/Leave after month/).fill('6');
    await page.getByRole('button', { name: 'Update comparison' }).click();
    await expect(page).toHaveURL(/m=6/);
    await expect(row(page, 'exit')).toHaveText(EXIT_6);
    await expect(row(page, 'devicecharges')).toHaveText(CHARGES_6);

    await page.getByRole('link', { name: /^Remove A: / }).click();
    await expect(row(page, 'total')).toHaveText([TOTALS[1], TOTALS[2]]);
    await expect(table(page).locator('th[data-offer="A"]')).toContainText('Control Plan 80');
    await expect(page).toHaveURL(/m=6/);
  });

  test('the comparison holds at most four offers', async ({ page }) => {
    await page.goto(FOUR);
    await expect(row(page, 'total')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Add plan' })).toBeDisabled();
    await expect(
      page.getByText('You are comparing 4 offers, the most at once.').first(),
    ).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with offers the results come first, the long form is folded and the table scrolls sideways with its first column kept in view, amounts lined up; with none the forms come first', async ({
    page,
  }) => {
    test.slow();
    const top = async (name: string) =>
      (await page.getByRole('heading', { name, exact: true }).boundingBox())!.y;
    await page.goto(
      `/plans/compare?o=${E24}&o=control-plan-80-flexible&o=control-plan-135-flexible`,
    );
    await expect(row(page, 'total')).toHaveCount(3);
    expect(await top('Side by side')).toBeLessThan(await top('Add a plan from the catalogue'));
    expect(await top('Side by side')).toBeLessThan(844);
    await expect(offerForm(page).getByLabel('Operator or offer name')).toBeHidden();

    // The comparison scrolls sideways inside its table with the first column kept in view.
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
    // The month-by-month amounts line up by place value (the Arabic twin: routes-sweep.spec.ts).
    await amountsLineUp(page);

    await page.goto('/plans/compare');
    expect(await top('Add a plan from the catalogue')).toBeLessThan(await top('Side by side'));
    await expect(offerForm(page).getByLabel('Operator or offer name')).toBeVisible();
  });
});
