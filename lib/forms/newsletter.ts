import 'server-only';
import type { Db } from '../db';
import { cutoffBefore, retention } from '../db/retention';
import { absoluteUrl, mailbox, siteConfig } from '../config/site';
import { type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { confirmationMail } from '../mail/bodies';
import { mailCopyFor } from '../mail/copy';
import { confirmedAt, optInState, tokenShaped } from './opt-in';
import { randomToken, sha256 } from './secrets';

export const CONFIRM_VALID_HOURS = 48;
/** At most one confirmation mail per address in this window. */
export const RESEND_WINDOW_MS = 10 * 60 * 1000;

/** The confirmation page, in the subscriber's language (`/ar/newsletter/confirm` for Arabic). */
export const confirmUrl = (token: string, locale: Locale) =>
  absoluteUrl(localePath(`/newsletter/confirm?token=${encodeURIComponent(token)}`, locale));
/** The unsubscribe page, in the subscriber's language. */
export const unsubscribeUrl = (token: string, locale: Locale) =>
  absoluteUrl(localePath(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, locale));
/** Where RFC 8058 one-click unsubscribe posts (mail clients, not people). */
export const oneClickUnsubscribeUrl = (token: string) =>
  absoluteUrl(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

/**
 * List-Unsubscribe (the https one-click URL and a mailto) and List-Unsubscribe-Post, per
 * RFC 8058, for every mail that carries an unsubscribe link; `oneClick` is where the one-click
 * post goes (a reminder's mails delete the reminder: lib/remind/links.ts).
 */
export function listUnsubscribeHeaders(
  token: string,
  oneClick = oneClickUnsubscribeUrl(token),
): Record<string, string> {
  // The mailto only when the operator configured a general mailbox.
  const general = mailbox('general');
  const mailto = general
    ? `, <mailto:${general.email}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`
    : '';
  return {
    'List-Unsubscribe': `<${oneClick}>${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Double opt-in. Answers nothing about the address's state (the caller shows the same
 * success to everyone); queues a confirmation mail unless the address is already
 * confirmed or one was sent within the resend window. `locale` is the language the visitor
 * signed up in: stored with the address (a new sign-up of a pending or unsubscribed address
 * takes the new one), and the confirmation mail and its links are in it.
 */
export async function subscribe(
  db: Db,
  rawEmail: string,
  now = new Date(),
  locale: Locale,
): Promise<{ queued: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.status === 'confirmed') return { queued: false };
    if (
      existing?.last_confirmation_at &&
      now.getTime() - Date.parse(existing.last_confirmation_at) < RESEND_WINDOW_MS
    )
      return { queued: false };

    const token = randomToken();
    const expires = new Date(now.getTime() + CONFIRM_VALID_HOURS * 3600_000).toISOString();
    let unsubscribeToken: string;
    if (existing) {
      unsubscribeToken = existing.unsubscribe_token;
      await trx
        .updateTable('subscribers')
        .set({
          status: 'pending',
          consent_at: nowIso,
          confirm_token_hash: sha256(token),
          confirm_expires_at: expires,
          last_confirmation_at: nowIso,
          unsubscribed_at: null,
          locale,
        })
        .where('id', '=', existing.id)
        .execute();
    } else {
      unsubscribeToken = randomToken();
      await trx
        .insertInto('subscribers')
        .values({
          email,
          status: 'pending',
          consent_at: nowIso,
          created_at: nowIso,
          confirm_token_hash: sha256(token),
          confirm_expires_at: expires,
          last_confirmation_at: nowIso,
          unsubscribe_token: unsubscribeToken,
          locale,
        })
        .execute();
    }
    const mail = confirmationMail(
      {
        brand: siteConfig.name,
        confirmUrl: confirmUrl(token, locale),
        unsubscribeUrl: unsubscribeUrl(unsubscribeToken, locale),
        validHours: CONFIRM_VALID_HOURS,
      },
      mailCopyFor(locale).newsletterConfirmation,
      locale,
    );
    await trx
      .insertInto('outbox')
      .values({
        kind: 'newsletter_confirmation',
        ref_id: null,
        to_address: email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: JSON.stringify(listUnsubscribeHeaders(unsubscribeToken)),
        created_at: nowIso,
        next_attempt_at: nowIso,
      })
      .execute();
    return { queued: true };
  });
}

export type ConfirmResult = 'confirmed' | 'invalid' | 'expired';

/** What a confirmation link would do, changing nothing (the page a GET or HEAD shows). */
export async function checkConfirmToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<'pending' | 'invalid' | 'expired'> {
  if (!tokenShaped(token)) return 'invalid';
  const row = await db
    .selectFrom('subscribers')
    .select(['status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', sha256(token))
    .executeTakeFirst();
  return optInState(row, now);
}

/** Confirms with a single-use token (its hash is cleared on use). */
export async function confirm(db: Db, token: string, now = new Date()): Promise<ConfirmResult> {
  const state = await checkConfirmToken(db, token, now);
  if (state !== 'pending') return state;
  await db
    .updateTable('subscribers')
    .set(confirmedAt(now))
    .where('confirm_token_hash', '=', sha256(token))
    .where('status', '=', 'pending')
    .execute();
  return 'confirmed';
}

/** One-click unsubscribe by the token in every mail. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!tokenShaped(token)) return false;
  const res = await db
    .updateTable('subscribers')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: now.toISOString(),
      confirm_token_hash: null,
      confirm_expires_at: null,
    })
    .where('unsubscribe_token', '=', token)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return true;
  return unsubscribeTokenKnown(db, token);
}

/** Whether an unsubscribe link's token belongs to an address (read only: the page a GET shows). */
export async function unsubscribeTokenKnown(db: Db, token: string): Promise<boolean> {
  if (!tokenShaped(token)) return false;
  const row = await db
    .selectFrom('subscribers')
    .select('id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Boolean(row);
}

/** Who the prunes delete: by status, the time their period runs from, and its length in days. */
const PRUNED = {
  /** Sign-ups never confirmed within `retention.pendingSignupDays` of the sign-up. */
  pending: { since: 'consent_at', days: retention.pendingSignupDays },
  /** Addresses `retention.unsubscribedDays` after they unsubscribed. */
  unsubscribed: { since: 'unsubscribed_at', days: retention.unsubscribedDays },
} as const;

async function pruneSubscribers(db: Db, status: keyof typeof PRUNED, now: Date) {
  const { since, days } = PRUNED[status];
  let q = db
    .deleteFrom('subscribers')
    .where('status', '=', status)
    .where(since, '<', cutoffBefore(now, days));
  if (status === 'pending') q = q.where('confirmed_at', 'is', null);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

/** Deletes sign-ups never confirmed in time (PRUNED.pending). */
export const prunePending = (db: Db, now = new Date()) => pruneSubscribers(db, 'pending', now);
/** Deletes addresses unsubscribed long enough ago (PRUNED.unsubscribed). */
export const pruneUnsubscribed = (db: Db, now = new Date()) =>
  pruneSubscribers(db, 'unsubscribed', now);
