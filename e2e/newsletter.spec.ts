import { atPersonsPace, expect, test, waitForHydration } from './fixtures';
import { postPageForm, thankYouOf } from './action-posts';
import { withoutJavaScript } from './without-javascript';
import { outboxTo, stored } from './stored';

const SINK = process.env.E2E_SMTP_HTTP!;

async function mailsTo(address: string): Promise<{ raw: string }[]> {
  const res = await fetch(`${SINK}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}

function link(raw: string, route: 'confirm' | 'unsubscribe'): string {
  // Quoted-printable may wrap lines with "=\r\n" and encode "=" as "=3D".
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = text.match(new RegExp(`https?://[^\\s"<>/]+/newsletter/${route}\\?token=[\\w%-]+`));
  if (!m) throw new Error(`no ${route} link in mail`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

/** The subscriber's status in the run's database (the server's SQLite file). */
async function subscriberStatus(email: string): Promise<string | undefined> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(process.env.E2E_DATABASE_URL!.replace(/^file:/, ''), { readonly: true });
  try {
    const row = db.prepare('select status from subscribers where email = ?').get(email) as
      { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

async function subscribeOnHome(page: import('@playwright/test').Page, email: string) {
  await page.goto('/');
  const form = page.locator('section[aria-labelledby="newsletter-heading"]');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('checkbox').check();
  // A person takes a moment: the server ignores (but thanks) forms sent faster than its minimum.
  await atPersonsPace(form);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    form.getByText(
      '✓ Almost done: click the link in the confirmation mail we are sending you to start your subscription.',
    ),
  ).toBeVisible();
}

test('subscribe → confirmation mail → confirm page → button → confirmed → unsubscribe page → button → unsubscribed', async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  await subscribeOnHome(page, email);

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.raw).toMatch(/Subject: Confirm your ClearSignal newsletter subscription/);

  // RFC 8058 headers on the mail that carries the unsubscribe link.
  const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(
    // The test build configures no mailbox, so no mailto: the one-click HTTPS URL alone (RFC 8058);
    // with a general mailbox the mailto follows it (tests/integration mail tests).
    /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>\r?$/m,
  );
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // A mail scanner or link preview fetches the link first (HEAD, GET): that changes nothing.
  const confirmLink = link(mail.raw, 'confirm');
  expect((await request.head(confirmLink)).status()).toBe(200);
  expect((await request.get(confirmLink)).status()).toBe(200);
  await page.goto(confirmLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
  // Single use: the same link again is no longer valid.
  await page.goto(confirmLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This confirmation link is not valid' }),
  ).toBeVisible();

  const unsubscribeLink = link(mail.raw, 'unsubscribe');
  await request.head(unsubscribeLink);
  await page.goto(unsubscribeLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
  ).toBeVisible();
  expect(await subscriberStatus(email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await subscriberStatus(email)).toBe('unsubscribed');
});

test('subscribing twice answers the same and sends one confirmation', async ({ page }) => {
  const email = `twice-${Date.now()}@example.com`;
  await subscribeOnHome(page, email);
  await subscribeOnHome(page, email);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  // One mail queued for the address and it is sent: nothing more will go out (stored.ts outboxTo).
  await expect.poll(() => outboxTo(email)).toEqual({ queued: 1, unsent: 0 });
  expect(await mailsTo(email)).toHaveLength(1);
});

test('bots are answered exactly as people, and nothing is stored or sent', async ({ request }) => {
  const { token } = await (await request.get('/api/form-token')).json();
  const fast = `bot-fast-${Date.now()}@example.com`;
  const trap = `bot-trap-${Date.now()}@example.com`;
  // The home page's sign-up posted to its Server Action, as a browser without JavaScript does.
  // Sent the instant the form was shown: faster than a person (FORM_MIN_FILL_MS, 1 s in the test
  // server, 2 s in production).
  const r1 = await postPageForm(request, '/', { email: fast, consent: 'on', started: token });
  // The hidden honeypot filled in.
  const r2 = await postPageForm(request, '/', {
    email: trap,
    consent: 'on',
    website: 'http://spam.example',
  });
  for (const r of [r1, r2]) expect(thankYouOf(r)).toBe('/newsletter/thank-you');
  // Nothing stored: a post is stored before it is answered, and every mail is queued in the outbox.
  const rows = (table: string, column: string, ...emails: string[]) =>
    stored<{ n: number }>(
      `select count(*) as n from ${table} where ${column} in (${emails.map(() => '?').join(', ')})`,
      ...emails,
    )!.n;
  expect(rows('subscribers', 'email', fast, trap)).toBe(0);
  expect(rows('outbox', 'to_address', fast, trap)).toBe(0);
  // Nothing sent: a person's subscription posted after them (no JavaScript: no timing token) is
  // queued after anything theirs could have been, and the outbox sends in order; once its mail has
  // arrived, none of theirs is on its way.
  const person = `bot-marker-${Date.now()}@example.com`;
  const r3 = await postPageForm(request, '/', { email: person, consent: 'on' });
  expect(thankYouOf(r3)).toBe('/newsletter/thank-you');
  // The same queries do find a person's post (so their zero above means something).
  expect(rows('subscribers', 'email', person)).toBe(1);
  expect(rows('outbox', 'to_address', person)).toBe(1);
  await expect.poll(async () => (await mailsTo(person)).length, { timeout: 15_000 }).toBe(1);
  expect(await mailsTo(fast)).toHaveLength(0);
  expect(await mailsTo(trap)).toHaveLength(0);
});

test('the rate limit refuses with the minutes to wait, and the form says so and keeps the text', async ({
  page,
  request,
}) => {
  // Use up this visitor's allowance directly (same client address as the page: see fixtures).
  // A refused post without JavaScript is the page again, its message saying how long to wait.
  let refused = '';
  for (let i = 0; i < 9; i++) {
    const res = await postPageForm(request, '/', { email: `burst${i}@example.com`, consent: 'on' });
    if (thankYouOf(res)) continue;
    expect(res.status()).toBe(200);
    refused = await res.text();
    break;
  }
  expect(refused).toMatch(
    /Too many attempts from your connection\. Please wait about \d+ minutes?/,
  );
  expect(refused).toContain(`value="burst`);

  await page.goto('/');
  // This is the scripted form's answer (before hydration the browser posts the form itself and
  // gets the same words in the page again).
  await waitForHydration(page);
  const form = page.locator('section[aria-labelledby="newsletter-heading"]');
  await form.getByRole('textbox', { name: 'Email address' }).fill('kept@example.com');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toContainText('Too many attempts');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(
    'kept@example.com',
  );
});

test('a cross-site post is refused', async ({ request }) => {
  const res = await postPageForm(
    request,
    '/',
    { email: 'x@example.com', consent: 'on' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  );
  expect(res.status()).toBe(403);
});

withoutJavaScript('without JavaScript', () => {
  test('the form still posts, lands on a thank-you page, and the confirmation mail is sent', async ({
    page,
  }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.locator('section[aria-labelledby="newsletter-heading"]');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    // The confirmation page's button is a plain form: it confirms without JavaScript too.
    const [mail] = await mailsTo(email);
    await page.goto(link(mail.raw, 'confirm'));
    expect(await subscriberStatus(email)).toBe('pending');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeVisible();
    expect(await subscriberStatus(email)).toBe('confirmed');
    await page.goto(link(mail.raw, 'unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
  });
});
