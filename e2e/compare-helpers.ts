/**
 * The comparison (/plans/compare) as the e2e specs reach it: its table and rows, the quoted-offer
 * form, adding plans, layout shift, and the figures a four-offer comparison must show
 * (compare.spec.ts, compare-layout.spec.ts).
 */
import type { Page } from '@playwright/test';

export const table = (page: Page) => page.getByTestId('comparison-table');
export const row = (page: Page, key: string) => table(page).locator(`tr[data-row="${key}"] td`);
export const offerForm = (page: Page) =>
  page.getByRole('region', { name: 'Enter an offer you were quoted' });

export const E24 = 'elife-ultra-starter-24-months';
export const FOUR = `/plans/compare?o=${E24}&o=control-plan-80-flexible&o=control-plan-135-flexible&o=elife-ultra-starter-no-commitment`;

export async function addCatalogue(page: Page, label: string) {
  await page.getByLabel('Catalogue plan').selectOption({ label });
  await page.getByRole('button', { name: 'Add plan' }).click();
}

/** Opens the quoted-offer form (folded while offers are shown) and sends a shop's quote. */
export async function enterShopQuote(page: Page) {
  const form = offerForm(page);
  const name = form.getByLabel('Operator or offer name');
  if (!(await name.isVisible())) await form.getByText('Enter an offer you were quoted').click();
  await name.fill('Shop quote');
  await form.getByLabel('Monthly price (AED)', { exact: true }).fill('199');
  await form.getByRole('radio', { name: 'No, VAT is added' }).check();
  await form.getByLabel('Contract length (months)').fill('24');
  await form.getByLabel('Activation (AED)').fill('125.50');
  await form.getByLabel('Data per month (GB)').fill('20');
  await form.getByRole('button', { name: 'Add this offer' }).click();
}

/**
 * The page's layout shifts not caused by input (what CLS adds up) once it settles: their sum, and
 * what moved (for the failure message).
 */
export async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        const shifts = { sum: 0, moved: [] as string[] };
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            shifts.sum += e.value;
            for (const s of e.sources)
              shifts.moved.push(
                `${e.value.toFixed(4)} ${(s.node as Element | null)?.outerHTML?.slice(0, 120) ?? s.node?.nodeName}`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 1500);
      }),
  );
}

// The figures of the three offers (e& 24 months, du Control 80 flexible, a shop's quote), over
// a chosen period of 24 months with 5% VAT, leaving after month 6. e&'s exit: one month's rent (450.45) on
// the exit-fee row, and on their own row its device charges still due: (480 + 240 + 120) x 17/24 = 595.00,
// 624.75 with VAT. e&'s home plan and du's mobile plan are of different types: in the link's order, unranked.
export const TOTALS = [
  'AED 10,810.80 over 24 months',
  'AED 1,920.00 over 24 months',
  'AED 5,146.58 over 24 months',
];
export const EXIT_6 = ['AED 450.45', 'AED 0.00', 'AED 208.95'];
/** The verdict for e&'s home plan against du's mobile plan: no cheapest across plan types. */
export const MIXED =
  'These offers are of different plan types (Home internet, Mobile postpaid), so none is called the cheapest';
export const CHARGES_6 = ['AED 624.75', 'AED 0.00', 'AED 0.00'];
export const EXIT_TOTAL_6 = ['AED 3,777.90', 'AED 480.00', 'AED 1,594.43'];
