/**
 * The Knowledge Library (/guides) as the e2e specs reach it: guide titles, the list, its buttons,
 * the search box, the category tabs and the results status (guides.spec.ts, guides-panels.spec.ts).
 */
import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

export const TITLES = {
  fiveG: 'Understanding 5G in the UAE',
  bill: 'Reading Your UAE Telecom Bill: Charges, Add-ons and 5% VAT',
  streaming: 'Streaming and TV Bundles in the UAE: What to Compare',
  prepaid: 'Prepaid vs Postpaid Mobile Plans in the UAE',
  portability: 'Keeping Your Number When You Switch: Mobile Number Portability in the UAE',
  business: 'Business Mobile and Internet Lines in the UAE: Licences, SLAs and VAT Invoices',
  complaints: 'Telecom Complaints in the UAE: How to Complain and Escalate to the TDRA',
};

export const list = (page: Page) =>
  page.locator('section[aria-labelledby="all-guides-heading"] > ul > li');
export const listTitles = (page: Page) => list(page).locator('h3 button > span > span:first-child');
export const guideButton = (page: Page, title: string) =>
  list(page)
    .locator('h3')
    .getByRole('button', { name: new RegExp(`^${title.replace(/[()?+.]/g, '\\$&')}`) });
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the guides' });
export const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Guide categories' }).getByRole('tab', { name, exact: true });
export const status = (page: Page) => page.getByTestId('results-status');

/** Opens `path`, waits for its script, opens the prepaid guide and follows its related guide `title`. */
export async function relatedFromPrepaid(page: Page, path: string, title: string) {
  await page.goto(path);
  await waitForHydration(page);
  await guideButton(page, TITLES.prepaid).click();
  await page.locator('#guide-prepaid-vs-postpaid').getByRole('button', { name: title }).click();
}
