/**
 * The e-mail reminders (issue 54): double opt-in like the newsletter, at most
 * MAX_REMINDERS_PER_ADDRESS per address, deleted by the link in each of their mails, and turned
 * into one outbox mail when due, once across instances: the row is deleted in the same
 * transaction that queues its mail, and only the instance whose delete took the row queues it.
 * The leased outbox (lib/mail/outbox.ts) then delivers it exactly once.
 */
import 'server-only';
import type { Db } from '../db';
import { cutoffBefore, retention } from '../db/retention';
import type { Locale } from '../i18n/format';
import { listUnsubscribeHeaders } from '../forms/newsletter';
import { confirmedAt, optInState, tokenShaped } from '../forms/opt-in';
import { randomToken, sha256 } from '../forms/secrets';
import type { Mail } from '../mail/bodies';
import { dueInstant } from './dates';
import { reminderOneClickUrl, reminderConfirmUrl, reminderDeleteUrl } from './links';
import { reminderConfirmationMail, reminderMail } from './mail';
import type { Reminder } from './request';

export const MAX_REMINDERS_PER_ADDRESS = 5;
/** As long as the newsletter's confirmation link. */
export const REMINDER_CONFIRM_VALID_HOURS = 48;

type Queued = { kind: 'reminder_confirmation' | 'reminder'; to: string; mail: Mail; token: string };

/**
 * The outbox row of a reminder's mail. The confirmation carries one-click delete headers (RFC
 * 8058); the reminder's own mail none, as its reminder is deleted when it is queued.
 */
const outboxRow = (q: Queued, nowIso: string) => ({
  kind: q.kind,
  ref_id: null,
  to_address: q.to,
  subject: q.mail.subject,
  text_body: q.mail.text,
  html_body: q.mail.html,
  headers:
    q.kind === 'reminder_confirmation'
      ? JSON.stringify(listUnsubscribeHeaders(q.token, reminderOneClickUrl(q.token)))
      : null,
  created_at: nowIso,
  next_attempt_at: nowIso,
});

/**
 * Keeps a pending reminder and queues its confirmation mail; answers nothing about the address
 * (the visitor sees the same page whether or not it was kept): an address holding
 * MAX_REMINDERS_PER_ADDRESS reminders already gets no more.
 */
export async function createReminder(
  db: Db,
  rawEmail: string,
  r: Reminder,
  locale: Locale,
  now = new Date(),
): Promise<{ queued: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('reminders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_REMINDERS_PER_ADDRESS) return { queued: false };
    const token = randomToken();
    const deleteToken = randomToken();
    await trx
      .insertInto('reminders')
      .values({
        email,
        status: 'pending',
        what: r.what,
        end_date: r.end,
        lead_days: r.lead,
        due_at: dueInstant(r.remindOn),
        plan: r.plan,
        locale,
        created_at: nowIso,
        confirm_token_hash: sha256(token),
        confirm_expires_at: new Date(
          now.getTime() + REMINDER_CONFIRM_VALID_HOURS * 3600_000,
        ).toISOString(),
        delete_token: deleteToken,
      })
      .execute();
    const links = {
      confirm: reminderConfirmUrl(token, locale),
      delete: reminderDeleteUrl(deleteToken, locale),
    };
    const mail = reminderConfirmationMail(r, links, REMINDER_CONFIRM_VALID_HOURS, locale);
    await trx
      .insertInto('outbox')
      .values(
        outboxRow({ kind: 'reminder_confirmation', to: email, mail, token: deleteToken }, nowIso),
      )
      .execute();
    return { queued: true };
  });
}

async function pendingByToken(db: Db, token: string) {
  if (!tokenShaped(token)) return undefined;
  return db
    .selectFrom('reminders')
    .select(['id', 'status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', sha256(token))
    .executeTakeFirst();
}

/** What the confirmation link would do, changing nothing (the page a GET shows). */
export async function checkReminderToken(db: Db, token: string, now = new Date()) {
  return optInState(await pendingByToken(db, token), now);
}

/** Confirms with the single-use token (its hash is cleared on use). */
export async function confirmReminder(db: Db, token: string, now = new Date()) {
  const state = await checkReminderToken(db, token, now);
  if (state !== 'pending') return state;
  const res = await db
    .updateTable('reminders')
    .set(confirmedAt(now))
    .where('confirm_token_hash', '=', sha256(token))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? ('confirmed' as const) : ('invalid' as const);
}

/** Deletes the reminder of a delete link (its page's button, or a one-click unsubscribe). */
export async function deleteReminder(db: Db, token: string): Promise<boolean> {
  if (!tokenShaped(token)) return false;
  const res = await db.deleteFrom('reminders').where('delete_token', '=', token).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Whether a delete link's reminder is still kept (read only: the page a GET shows). */
export async function reminderKnown(db: Db, token: string): Promise<boolean> {
  if (!tokenShaped(token)) return false;
  const row = await db
    .selectFrom('reminders')
    .select('id')
    .where('delete_token', '=', token)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Turns the confirmed reminders due by `now` into outbox mails: each row is deleted and its mail
 * queued in one transaction, by whichever instance deletes it (another instance's delete of the
 * same row finds nothing and queues nothing). Returns how many were queued.
 */
export async function queueDueReminders(db: Db, now = new Date(), limit = 100): Promise<number> {
  const nowIso = now.toISOString();
  // `now` may be a clock moved forward (the operator's `send-due --now`, to see or catch up what a
  // day sends): the mail is still queued for the outbox's next pass, not for that moment.
  const queuedAt = new Date(Math.min(now.getTime(), Date.now())).toISOString();
  const due = await db
    .selectFrom('reminders')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('due_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
  let queued = 0;
  for (const row of due)
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .deleteFrom('reminders')
        .where('id', '=', row.id)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (Number(taken.numDeletedRows) !== 1) return;
      const r: Reminder = {
        what: row.what,
        end: row.end_date,
        lead: row.lead_days as Reminder['lead'],
        remindOn: row.due_at.slice(0, 10),
        plan: row.plan,
      };
      const mail = reminderMail(r, row.locale);
      await trx
        .insertInto('outbox')
        .values(
          outboxRow({ kind: 'reminder', to: row.email, mail, token: row.delete_token }, queuedAt),
        )
        .execute();
      queued++;
    });
  return queued;
}

/**
 * Deletes reminders never confirmed within the newsletter's period for sign-ups
 * (`retention.pendingSignupDays` after the request).
 */
export async function prunePendingReminders(db: Db, now = new Date()): Promise<number> {
  const res = await db
    .deleteFrom('reminders')
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoffBefore(now, retention.pendingSignupDays))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
