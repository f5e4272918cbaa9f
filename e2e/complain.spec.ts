/**
 * "Write my complaint" (issue 31), in both languages, with and without JavaScript: from a guide's
 * link to the letter, its download and its print view; errors beside the fields in the page's
 * language with nothing typed lost; no cookie, no third-party request, no serious axe violation,
 * and nothing typed in a URL or in the database.
 */
import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import {
  complainCopy,
  dayFromToday,
  downloadText,
  everyStoredText,
  expectPrintsLetterAlone,
  postComplaintAtOnce,
  submitComplaint,
} from './complain-helpers';

const en = complainCopy('en');
const ar = complainCopy('ar');

/** Every request the page makes: all to the site itself, none with `marker` in its URL. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return (marker: string) => {
    const site = new URL(page.url()).origin;
    expect(urls.filter((u) => !u.startsWith(site) && !/^(data|blob):/.test(u))).toEqual([]);
    expect(urls.filter((u) => u.includes(marker))).toEqual([]);
  };
}

/**
 * A visitor: the marker their fields carry, and the check every test ends with: no cookie, no
 * request elsewhere, the marker in no URL and nowhere in the database.
 */
function visitor(page: Page) {
  const marker = `mk${Date.now()}`;
  const requests = watchRequests(page);
  return {
    marker,
    async leftNothing() {
      expect(await page.context().cookies()).toEqual([]);
      requests(marker);
      expect(everyStoredText(process.env.E2E_DATABASE_URL!)).not.toContain(marker);
    },
  };
}

test('English with JavaScript: from the complaints guide to the exit-fee letter, its copy, download and print', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  const { marker, leftNothing } = visitor(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guides/complaints-and-your-rights');
  await page.locator('a[href="/complain?problem=early-termination-fee"]').click();
  await expect(page).toHaveURL(/\/complain\?problem=early-termination-fee$/);
  await expect(page.getByTestId('complain-chosen')).toBeVisible();
  await waitForHydration(page);

  // The browser checks first, with the server's schema: errors beside the fields.
  await page.getByRole('button', { name: en.form.submit }).click();
  await expect(page.locator('#complain-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#complain-name')).toHaveAccessibleDescription(en.errors.required);
  await expect(page.locator('#complain-name')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await submitComplaint(page, en, {
    name: `Mariam ${marker}`,
    account: `050${marker}`,
    operator: 'du',
    date: '2026-01-15',
    description: `They charged me three months to leave. ${marker}`,
    replyBy: dayFromToday(14),
    letterLocale: 'en',
    service: 'mobile',
    fee: '600',
    monthly: '200',
    vat: 'excluded',
    deviceDue: '50',
  });
  const letter = page.getByTestId('complaint-letter');
  await expect(letter).toBeVisible();
  await expect(letter).toHaveAttribute('lang', 'en');
  await expect(letter).toHaveAttribute('dir', 'ltr');
  // One month's rental is 210.00 (200 + 5% VAT): the fee of 600 is 390.00 above it.
  await expect(letter).toContainText('AED 210.00');
  await expect(letter).toContainText('AED 390.00');
  // A contract left from 2020 cites the Emirates Today report (device charges owed on top).
  await expect(letter).toContainText('tellerreport.com');
  await expect(page).toHaveURL(/\/complain\?problem=early-termination-fee$/);
  await expect(page.getByTestId('complain-no-mailto')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: en.actions.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: en.actions.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('AED 390.00');

  const text = await downloadText(page, en.actions.download);
  expect(text).toContain('AED 390.00');
  expect(text).toContain(`Mariam ${marker}`);
  await expectPrintsLetterAlone(page, 'ltr');

  // Change the facts: the form again, with everything typed.
  await page.getByRole('button', { name: en.actions.edit }).click();
  await expect(page.locator('#complain-fee')).toHaveValue('600');
  await expect(page.locator('#complain-name')).toHaveValue(`Mariam ${marker}`);

  await leftNothing();
  expect(consoleErrors).toEqual([]);
});

test('Arabic with JavaScript: from the roaming guide, Arabic errors, Arabic-Indic digits, an English letter', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { marker, leftNothing } = visitor(page);
  await page.goto('/ar/complain');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/ar/guides/roaming-without-bill-shock');
  await page.locator('a[href="/ar/complain?problem=data-beyond-bundle"]').click();
  await expect(page).toHaveURL(/\/ar\/complain\?problem=data-beyond-bundle$/);
  await waitForHydration(page);

  await submitComplaint(page, ar, {
    name: `مريم ${marker}`,
    amount: 'خمسون',
    date: dayFromToday(3),
  });
  await expect(page.locator('#complain-amount')).toHaveAccessibleDescription(
    new RegExp(ar.errors.amount.replace(/[.()]/g, '\\$&')),
  );
  await expect(page.locator('#complain-date')).toHaveAccessibleDescription(ar.errors.future);
  await expect(page.locator('#complain-account-error')).toHaveText(ar.errors.required);
  await expect(page.locator('#complain-name')).toHaveValue(`مريم ${marker}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await submitComplaint(page, ar, {
    account: '٠٥٠١٢٣٤٥٦٧',
    operator: 'virgin-mobile',
    amount: '٧٥٫٥٠',
    date: '2026-02-01',
    description: `بيانات بعد نفاد الباقة ${marker}`,
    replyBy: dayFromToday(10),
    letterLocale: 'en',
  });
  const letter = page.getByTestId('complaint-letter');
  await expect(letter).toHaveAttribute('lang', 'en');
  await expect(letter).toHaveAttribute('dir', 'ltr');
  await expect(letter).toContainText('AED 75.50');
  await expect(letter).toContainText('Virgin Mobile UAE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectPrintsLetterAlone(page, 'ltr');
  // The next steps link the regulator's Arabic page.
  await expect(page.locator('a[href*="tdra.gov.ae/ar/"]')).toHaveCount(1);

  await leftNothing();
  expect(consoleErrors).toEqual([]);
});

// Axe runs in the page's own JavaScript: the pages without it are the same markup the tests above check.
withoutJavaScript('without JavaScript', () => {
  test('English: pick a problem, server errors beside fields with nothing lost, an Arabic letter, download, print', async ({
    page,
  }) => {
    test.slow();
    const { marker, leftNothing } = visitor(page);
    await page.goto('/complain');
    await page.locator('#problem-subscription-without-otp').check();
    await page.getByRole('button', { name: en.picker.submit }).click();
    await expect(page).toHaveURL(/\/complain\?problem=subscription-without-otp$/);

    await postComplaintAtOnce(page, en, {
      name: `Omar ${marker}`,
      account: `acct-${marker}`,
      operator: 'eand',
      date: dayFromToday(5),
      description: `A tone I never asked for. ${marker}`,
      replyBy: dayFromToday(10),
      letterLocale: 'ar',
      amount: 'twelve',
    });
    await expect(page.locator('#complain-amount')).toHaveAccessibleDescription(
      new RegExp(en.errors.amount.replace(/[.()]/g, '\\$&')),
    );
    await expect(page.locator('#complain-date')).toHaveAccessibleDescription(en.errors.future);
    await expect(page.locator('#complain-name')).toHaveValue(`Omar ${marker}`);
    await expect(page.locator('#complain-description')).toHaveValue(
      `A tone I never asked for. ${marker}`,
    );
    await expect(page.locator('#complain-letterLocale')).toHaveValue('ar');

    await postComplaintAtOnce(page, en, { amount: '12.60', date: '2026-03-03' });
    const letter = page.getByTestId('complaint-letter');
    await expect(letter).toHaveAttribute('lang', 'ar');
    await expect(letter).toHaveAttribute('dir', 'rtl');
    await expect(letter).toContainText('12.60');
    await expect(letter).toContainText('إي آند');
    await expect(page).toHaveURL(/\/complain\?problem=subscription-without-otp$/);

    const text = await downloadText(page, en.actions.download);
    expect(text).toContain(`Omar ${marker}`);
    expect(text).toContain('tellerreport.com');
    await expectPrintsLetterAlone(page, 'rtl');

    await leftNothing();
  });

  test('Arabic: a fee within the cap is refused in Arabic beside its field, then the Arabic letter', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/ar/complain?problem=early-termination-fee');
    await postComplaintAtOnce(page, ar, {
      name: 'سارة',
      account: '0509876543',
      operator: 'eand',
      date: '2026-04-04',
      description: 'طُلب مني دفع رسوم إنهاء مرتفعة.',
      replyBy: dayFromToday(7),
      service: 'mobile',
      fee: '٢٠٠',
      monthly: '٢٠٠',
      vat: 'included',
      deviceDue: '٠',
    });
    const fee = page.locator('#complain-fee');
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#complain-fee-error')).toContainText('200.00');
    await expect(page.getByText(ar.form.errorSummary)).toBeVisible();
    await expect(fee).toHaveValue('٢٠٠');

    await postComplaintAtOnce(page, ar, { fee: '٥٠٠' });
    const letter = page.getByTestId('complaint-letter');
    await expect(letter).toHaveAttribute('dir', 'rtl');
    await expect(letter).toContainText('500.00');
    await expect(letter).toContainText('300.00');
    await expect(page.locator('a[href*="tdra.gov.ae/ar/"]')).toHaveCount(1);
  });
});
