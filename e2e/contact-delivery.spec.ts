import Database from 'better-sqlite3';
import { optionalCookiesDeclined } from './consent-helpers';
import { atPersonsPace, expect, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';

const SINK = process.env.E2E_SMTP_HTTP!;

function storedMessage(name: string) {
  const db = new Database(process.env.E2E_DATABASE_URL!.replace(/^file:/, ''), { readonly: true });
  try {
    return db.prepare('select * from contact_messages where name = ?').get(name) as
      | { id: number; subject: string; message: string; ip_hash: string; phone: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

test.beforeEach(optionalCookiesDeclined);

test('contact submit → stored (with a hashed IP, never the raw one) → notification mail received, naming the message without its contents', async ({
  page,
}) => {
  const name = `Omar <b>${Date.now()}</b>`;
  await page.goto('/contact');
  await page.getByLabel(/Your name/).fill(name);
  await page.getByLabel(/Email address/).fill('omar@example.com');
  await page.getByLabel('Subject').selectOption('Technical');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('My fiber drops every evening at nine; what should I ask my provider to check first?');
  await page.getByLabel(/I agree/).check();
  await atPersonsPace(
    page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

  const row = storedMessage(name);
  expect(row).toMatchObject({ subject: 'technical', phone: null });
  expect(row!.ip_hash).toMatch(/^[0-9a-f]{32}$/);

  // Issue 20: the mail carries the subject, the message number and the operator's command; what
  // the visitor wrote stays in the database.
  let raw = '';
  await expect
    .poll(
      async () => {
        const mails: { raw: string }[] = await (
          await fetch(`${SINK}/messages?to=operator@clearsignal.test`)
        ).json();
        raw = mails.find((m) => m.raw.includes(`npm run inbox -- show ${row!.id}`))?.raw ?? '';
        return raw;
      },
      { timeout: 15_000 },
    )
    .toMatch(new RegExp(`^Subject: \\[ClearSignal\\] Contact message #${row!.id}: Technical`, 'm'));
  expect(raw).not.toContain('Omar');
  expect(raw).not.toContain('omar@example.com');
  expect(raw).not.toContain('fiber drops');
});

test('a server error keeps everything the visitor typed and says so', async ({ page }) => {
  // The action's call answered with a server error that is no answer of the action's.
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.continue(),
  );
  await page.goto('/contact');
  await page.getByLabel(/Your name/).fill('Keep Me');
  await page.getByLabel(/Email address/).fill('keep@example.com');
  const text = 'This text must survive a server error without the visitor retyping a word.';
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'something went wrong and nothing was sent' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(text);
  await expect(page.getByLabel(/Your name/)).toHaveValue('Keep Me');
});

withoutJavaScript('without JavaScript', () => {
  test('the contact form posts and lands on a thank-you page, and the message is stored', async ({
    page,
  }) => {
    const name = `No Script ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel(/Your name/).fill(name);
    await page.getByLabel(/Email address/).fill('noscript@example.com');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Sent from a browser with scripts off: it should still reach the team safely.');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(storedMessage(name)).toBeTruthy();
  });
});
