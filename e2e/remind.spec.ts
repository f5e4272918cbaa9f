/**
 * Reminders (issue 54), both languages, with and without JavaScript: a catalogue plan's link to
 * /remind prefills it and "Download the calendar file" gives an .ics read back by ical.js; the
 * comparison's link leads to "E-mail me instead", a confirmation mail in the SMTP sink, its
 * confirm page and button. Once per language (without JavaScript: from the confirmed row on, the
 * two paths are the same), the clock moved forward to the stored due time (the operator's
 * `send-due --now`) sends the reminder once, and the reminder is gone. The minute before the due
 * time and later passes queuing nothing: tests/integration/reminders.test.ts.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { atPersonsPace, expect, seriousAxeViolations, test } from './fixtures';
import { withoutJavaScript } from './without-javascript';
import { outboxTo, stored } from './stored';

const SINK = process.env.E2E_SMTP_HTTP!;
// The e-mail path without JavaScript starts the operator's CLI (a few seconds on a busy machine).
test.describe.configure({ timeout: 60_000 });
const PLAN = 'elife-ultra-starter-24-months';

async function mailsTo(address: string): Promise<{ raw: string }[]> {
  const res = await fetch(`${SINK}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}

/** A mail's text: quoted-printable unwrapped, base64 parts (an Arabic mail's) decoded. */
function mailText(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const decoded = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [qp, ...decoded].join('\n');
}

/** The path of a mailed link. */
function link(raw: string, route: 'confirm' | 'delete'): string {
  const m = mailText(raw).match(
    new RegExp(`https?://[^\\s"<>/]+(?:/ar)?/remind/${route}\\?token=[\\w%-]+`),
  );
  if (!m) throw new Error(`no ${route} link in mail`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * The operator's clock moved forward: queue what is due by then (scripts/reminders.ts). Run
 * without blocking the test's event loop: a blocked loop missed the sink closing its idle
 * keep-alive socket, and the next fetch on that socket failed ("other side closed").
 */
async function sendDue(now: string) {
  // The operator's `npm run reminders send-due`, in one Node process (tests/support/cli.ts says why).
  await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/reminders.ts',
      'send-due',
      '--now',
      now,
    ],
    {
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    },
  );
}

const WORDS = {
  en: {
    path: '/remind',
    download: 'Download the calendar file',
    next: 'E-mail me instead',
    email: 'Your e-mail address',
    send: 'Send me a confirmation e-mail',
    confirm: 'Confirm my reminder',
    summary: / – the contract's minimum term ends$/,
    due: / – the contract's minimum term ends on .+, with a reminder .+ before\./,
  },
  ar: {
    path: '/ar/remind',
    download: 'تنزيل ملف التقويم',
    next: 'أرسل لي رسالة بدلًا من ذلك',
    email: 'عنوان بريدك الإلكتروني',
    send: 'أرسل لي رسالة التأكيد',
    confirm: 'تأكيد التذكير',
    summary: / – انتهاء الحد الأدنى لمدة العقد$/,
    due: / – ينتهي الحد الأدنى لمدة العقد في .+، مع تذكير قبله بـ.+\./,
  },
} as const;

async function downloadFromPlanPage(page: Page, locale: 'en' | 'ar', js: boolean) {
  const w = WORDS[locale];
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/plans/catalogue/${PLAN}`);
  await page.locator(`a[href$="/remind?plan=${PLAN}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${w.path}\\?plan=${PLAN}$`));
  // Prefilled from the catalogue: a contract of 24 months.
  await expect(page.locator('input[name="months"]')).toHaveValue('24');
  // axe runs in the page's own JavaScript, so only with it (the HTML is the same without).
  if (js) expect(await seriousAxeViolations(page)).toEqual([]);
  await page.locator('input[name="startDate"]').fill('2026-03-31');
  await page.locator('select[name="lead"]').selectOption('14');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: w.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('reminder-contract-2028-03-31.ics');
  const text = await (await download.createReadStream()).toArray();
  const ics = Buffer.concat(text).toString('utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toString()).toBe('2028-03-31');
  expect(event.summary).toMatch(w.summary);
  const alarm = event.component.getFirstSubcomponent('valarm')!;
  // 14 days before, at 09:00 (the hour the e-mail goes out in the UAE).
  expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(
    -14 * 86400 + 9 * 3600,
  );
}

/** The e-mail path to a confirmed reminder; then, when `due`, the reminder sent once when due. */
async function emailFromComparison(page: Page, locale: 'en' | 'ar', js: boolean, due: boolean) {
  const w = WORDS[locale];
  const email = `remind-${locale}-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`;
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/plans/compare?o=${PLAN}`);
  await page.locator(`a[href$="/remind?plan=${PLAN}"]`).first().click();
  // Without the send, a later contract: the due pass of a test beside it leaves this one alone.
  await page.locator('input[name="startDate"]').fill(due ? '2026-06-15' : '2026-08-15');
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByTestId('remind-summary')).toContainText(w.due);
  if (js) expect(await seriousAxeViolations(page)).toEqual([]);
  const form = page.locator('#remind-email form');
  await form.getByLabel(w.email).fill(email);
  await form.getByRole('checkbox').check();
  if (js) await atPersonsPace(form);
  await form.getByRole('button', { name: w.send }).click();
  await expect(page).toHaveURL(new RegExp(`${w.path}/thank-you$`));

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await mailsTo(email);
  expect(confirmation.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  await page.goto(link(confirmation.raw, 'confirm'));
  // Opening the link changes nothing; the button confirms. Due at 09:00 UAE time, 30 days before
  // the 24 months end (15 June 2028: 16 May 2028, 05:00 UTC).
  expect(
    stored<{ status: string; due_at: string }>(
      'select status, due_at from reminders where email = ?',
      email,
    ),
  ).toEqual({
    status: 'pending',
    due_at: due ? '2028-05-16T05:00:00.000Z' : '2028-07-16T05:00:00.000Z',
  });
  await page.getByRole('button', { name: w.confirm }).click();
  await expect
    .poll(
      () =>
        stored<{ status: string }>('select status from reminders where email = ?', email)?.status,
    )
    .toBe('confirmed');

  if (!due) return;

  await sendDue('2028-05-16T05:00:00Z');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
  const reminder = (await mailsTo(email))[1].raw;
  // The reminder is deleted as its mail is queued: no one-click header points at it any more.
  expect(reminder).not.toMatch(/List-Unsubscribe:/);
  expect(stored('select id from reminders where email = ?', email)).toBeUndefined();
  // Two mails queued for the address (the confirmation, the reminder), both sent: nothing more
  // will go out (stored.ts outboxTo), so the reminder was sent once.
  await expect.poll(() => outboxTo(email)).toEqual({ queued: 2, unsent: 0 });
  expect(await mailsTo(email)).toHaveLength(2);
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: plan page → prefilled /remind → calendar file (JavaScript)`, async ({
    page,
  }) => {
    await downloadFromPlanPage(page, locale, true);
  });
  test(`${locale}: comparison → e-mail reminder → confirm (JavaScript)`, async ({ page }) => {
    await emailFromComparison(page, locale, true, false);
  });
}

withoutJavaScript('reminders without JavaScript', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: plan page → prefilled /remind → calendar file; the exit-fee problem of /complain → /remind; a bad request comes back with the field's message`, async ({
      page,
    }) => {
      await downloadFromPlanPage(page, locale, false);

      await page.goto(`${locale === 'ar' ? '/ar' : ''}/complain?problem=early-termination-fee`);
      await page.getByTestId('complain-chosen').locator('a[href$="/remind"]').click();
      await expect(page).toHaveURL(new RegExp(`${WORDS[locale].path}$`));
      await expect(page.locator('input[name="startDate"]')).toBeVisible();

      await page.locator('input[name="startDate"]').fill('2020-01-01');
      await page.locator('input[name="months"]').fill('12');
      await page.getByRole('button', { name: WORDS[locale].download }).click();
      await expect(page).toHaveURL(/check=1/);
      await expect(page.locator('#remind-startDate')).toHaveAttribute('aria-invalid', 'true');
    });
    test(`${locale}: comparison → e-mail reminder → confirm → sent once when due`, async ({
      page,
    }) => {
      await emailFromComparison(page, locale, false, true);
    });
  }
});
