import { spawnSync } from 'node:child_process';
import { atPersonsPace, expect, jsonLd, seriousAxeViolations, test, watchPosts } from './fixtures';
import { postPageForm, thankYouOf } from './action-posts';
import { withoutJavaScript } from './without-javascript';
import { stored } from './stored';

const cards = (page: import('@playwright/test').Page) => page.locator('article[data-plan]');

test('the catalogue filters and sorts on the server, labels stale prices and sorts them last', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto('/plans/catalogue');
  await page.getByLabel('Plan type').selectOption({ label: 'Home internet' });
  await page.getByLabel('Sort by').selectOption({ label: 'Monthly price' });
  await page.getByRole('button', { name: 'Show plans' }).click();
  await expect(page).toHaveURL(/\/plans\/catalogue\?.*type=home-internet/);
  await expect(page.getByTestId('catalogue-count')).toHaveText('2 plans match');
  // AED 429 + 5% VAT = 450.45 is cheaper per month than 454 + VAT = 476.70 ...
  await expect(cards(page).first()).toHaveAttribute('data-plan', 'elife-ultra-starter-24-months');
  await expect(cards(page).first().locator('[data-monthly]')).toHaveText('AED 450.45');

  // ... but over the same 12 months, leaving at their end, the no-commitment plan costs less in
  // all: nothing is left to pay when it ends (e2e/catalogue-period.spec.ts works both totals out).
  await page.getByLabel('Sort by').selectOption({ label: 'Total cost' });
  await page.getByRole('button', { name: 'Show plans' }).click();
  await expect(page).toHaveURL(/\/plans\/catalogue\?.*sort=total/);
  await expect(cards(page).first()).toHaveAttribute(
    'data-plan',
    'elife-ultra-starter-no-commitment',
  );
  await expect(cards(page).first().locator('[data-total]')).toHaveText('AED 5,720.40');
  await expect(cards(page).nth(1)).toHaveAttribute('data-plan', 'elife-ultra-starter-24-months');
  await expect(cards(page).nth(1).locator('[data-total]')).toHaveText('AED 6,260.10');

  // Every price says who published it, and an undated source is marked stale.
  const first = cards(page).first();
  await expect(first).toContainText(
    'Price as published by e& (Etisalat); date not stated by the source',
  );
  await expect(first).toContainText('may be out of date: check with the operator');

  // Budget (with VAT) and operator filters; an address of the former filter route still answers.
  await page.goto('/plans/catalogue/filter?operator=du&budget=100');
  await expect(page).toHaveURL(/\/plans\/catalogue\?operator=du&budget=100$/);
  await expect(page.getByTestId('catalogue-count')).toHaveText('2 plans match');
  for (const c of await cards(page).all()) await expect(c).toContainText('Control Plan 80');
  await page.goto('/plans/catalogue?type=tv');
  await expect(page.getByText('No plan in the catalogue matches these filters.')).toBeVisible();

  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

withoutJavaScript('without JavaScript', () => {
  test('the catalogue filters, plan pages read fully, and "Add to comparison" shows the plan compared', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/plans/catalogue');
    await page.getByLabel('Operator').selectOption({ label: 'e&' });
    await page.getByRole('button', { name: 'Show plans' }).click();
    await expect(page.getByTestId('catalogue-count')).toHaveText('2 plans match');

    await page.goto('/plans/catalogue/control-plan-135-national');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'du Control Plan 135, national minutes',
    );
    await expect(page.getByText('AED 135.00').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the source' })).toHaveAttribute(
      'href',
      /aladdin\.life/,
    );

    await page.getByRole('link', { name: 'Add to comparison' }).click();
    await expect(page.getByTestId('comparison-table').locator('th[data-offer="A"]')).toContainText(
      'du Control Plan 135, national minutes',
    );
  });
});

test('a plan page shows its source and Product JSON-LD in AED, without an unstated priceValidUntil', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await page.goto('/plans/catalogue/elife-ultra-starter-24-months');
  await expect(page).toHaveTitle(
    'e& eLife Ultra Starter, 24-month contract | ClearSignal - UAE Telecom Guide',
  );
  await expect(page.getByText('Published as AED 429.00 excl. VAT')).toBeVisible();
  const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product') as {
    offers: Record<string, unknown>;
  };
  expect(product.offers).toMatchObject({ '@type': 'Offer', price: '429.00', priceCurrency: 'AED' });
  expect(product.offers).not.toHaveProperty('priceValidUntil');
  // Device charges on their own schedule: over the contract here, not stated without one.
  await expect(page.locator('[data-device-charges]')).toContainText(
    'Router: AED 240.00 (VAT not stated by the source: we add 5%, the most you could owe), running down over 24 months',
  );
  await expect(
    page.getByRole('link', { name: /aladdin\.life's undated blog post/ }),
  ).toHaveAttribute('href', 'https://blog.aladdin.life/uae/home_internet_exit_charges_uae/');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/plans/catalogue/elife-ultra-starter-no-commitment');
  await expect(page.locator('[data-device-charges]')).toContainText(
    'None whenever you leave, under the quoted formula (a one-month contract). The terms list: 4K TV box: AED 480 or AED 720; Router: AED 240, AED 540 or AED 960; Home phone: AED 120.',
  );
  await expect(page.getByText('the price of being free to leave')).toHaveCount(0);
  await expect(page.getByText('Total over 12 months')).toBeVisible();
  // 12 x 476.70; by the quoted formula for the no-contract option nothing of the device charges is due.
  await expect(page.locator('[data-total]')).toHaveText('AED 5,720.40');
  expect(consoleErrors).toEqual([]);
});

/**
 * The stored messages holding `marker`, read from the server's SQLite file (every message, not
 * only the 50 newest `npm run inbox -- list` shows, which the test below runs once).
 */
function storedReports(marker: string): number {
  return stored<{ n: number }>(
    'select count(*) as n from contact_messages where instr(message, ?) > 0',
    marker,
  )!.n;
}

const REPORT_PLAN = 'control-plan-80-national';
const reportForm = (page: import('@playwright/test').Page) =>
  page
    .getByRole('complementary')
    .filter({ has: page.getByRole('heading', { name: 'Report a wrong price' }) });

test('report a wrong price: says what it keeps before asking, refuses a report without consent, errors next to the field, then stored with its plan and listed by npm run inbox', async ({
  page,
}) => {
  test.slow();
  const posts = watchPosts(page, `/plans/catalogue/${REPORT_PLAN}`);
  await page.goto(`/plans/catalogue/${REPORT_PLAN}`);
  const form = reportForm(page);
  // The notice comes before the box and links the policy (PDPL Article 13(2): inform before processing).
  await expect(form.getByText(/^Before you send: we store your report/)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  const consent = form.getByRole('checkbox', {
    name: /I agree that ClearSignal may use these details/,
  });
  await expect(consent).not.toBeChecked();

  // Without consent: held by the browser.
  const problem = form.getByRole('textbox', { name: 'What is wrong?' });
  const unconsented = `Without consent ${Date.now()}`;
  await problem.fill(unconsented);
  await atPersonsPace(form);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(
    'Tick the box to agree that we may use these details to check the price.',
  );
  expect(posts).toEqual([]);

  // The server holds the same rule (the shared schema), whatever the browser sends.
  const res = await postPageForm(page.request, `/plans/catalogue/${REPORT_PLAN}`, {
    planId: REPORT_PLAN,
    problem: unconsented,
  });
  expect(thankYouOf(res)).toBeNull();
  expect(await res.text()).toContain(
    'Tick the box to agree that we may use these details to check the price.',
  );
  expect(storedReports(unconsented)).toBe(0);

  // Nothing said, a link that is not one: the error beside the first field.
  await problem.fill('');
  await form
    .getByRole('textbox', { name: 'Where you saw the right price (link, optional)' })
    .fill('not a link');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(problem).toHaveAttribute('aria-invalid', 'true');
  await expect(problem).toBeFocused();
  await expect(problem).toHaveAccessibleDescription(/at least 10 characters|what is wrong/i);

  const marker = `Now AED 85 a month ${Date.now()}`;
  await problem.fill(marker);
  await form
    .getByRole('textbox', { name: 'Where you saw the right price (link, optional)' })
    .fill('https://www.du.ae/');
  await consent.check();
  await atPersonsPace(form);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');

  // The operator's `npm run inbox list`, in one Node process (tests/support/cli.ts says why).
  const out = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/inbox.ts', 'list'],
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL } },
  );
  expect(out.status, out.stderr).toBe(0);
  const line = out.stdout.split('\n').find((l) => l.includes(marker.slice(0, 30)));
  // The subject is the stable value 'price-report'; the list names the plan beside it.
  expect(line).toContain(`price-report ${REPORT_PLAN}`);
});

withoutJavaScript('report a wrong price without JavaScript', () => {
  test('the browser holds a report without consent, and the server refuses one', async ({
    page,
  }) => {
    const posts = watchPosts(page);
    await page.goto(`/plans/catalogue/${REPORT_PLAN}`);
    const form = reportForm(page);
    const marker = `No script, no consent ${Date.now()}`;
    await form.getByRole('textbox', { name: 'What is wrong?' }).fill(marker);
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page).toHaveURL(new RegExp(`/plans/catalogue/${REPORT_PLAN}$`));
    expect(posts).toEqual([]);
    // What holds it: the unticked consent box, the one invalid control.
    await expect(form.locator(':invalid:not(form)')).toHaveCount(1);
    await expect(form.locator('input[name="consent"]:invalid')).toHaveCount(1);

    // The same form posted as a browser without the box's `required` would: the page again with
    // the error beside the box, nothing stored.
    const res = await postPageForm(page.request, `/plans/catalogue/${REPORT_PLAN}`, {
      planId: REPORT_PLAN,
      problem: marker,
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(
      'Tick the box to agree that we may use these details to check the price.',
    );
    expect(storedReports(marker)).toBe(0);
  });
});
