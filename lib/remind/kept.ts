/**
 * What the reminder's pages and mails say of how long things are kept, and of whether its mail can
 * go out: the periods the software applies (lib/db/retention.ts, as the privacy policy prints
 * them) and whether a mail transport is configured (SMTP_URL: without it the outbox keeps the mail
 * unsent until it gives up, lib/mail/outbox.ts pruneUndeliverable). Server only.
 */
import 'server-only';
import { getPage } from '../content';
import { retentionInForce } from '../db/retention';
import { fillSlots, plural, type Locale } from '../i18n/format';
import { env } from '../server/env.mjs';

/** The periods as a sentence says them ("7 days"), in the page's language. */
export function keptPeriods(locale: Locale) {
  const days = getPage('remind', locale).blocks.entry.days;
  const r = retentionInForce();
  return {
    /** A sent mail stays in the outbox this long after delivery. */
    delivered: plural(r.deliveredOutboxDays, days, locale),
    /** A mail never delivered (no transport) is deleted unsent this long after it was queued. */
    undelivered: plural(r.undeliveredOutboxDays, days, locale),
    /** Backups hold what the database held for this long. */
    backup: plural(r.backupDays, days, locale),
  };
}

/** Whether the reminder's mails wait rather than go: no mail transport is configured. */
export const mailWaits = () => !env().SMTP_URL;

/**
 * What the confirmation page says once the reminder is confirmed: that its one e-mail will be
 * sent, or, with no mail transport, that it will wait and then be deleted unsent.
 */
export function confirmedMessage(locale: Locale): string {
  const c = getPage('remind', locale).blocks.confirm;
  return mailWaits()
    ? fillSlots(c.confirmedQueued, { undelivered: keptPeriods(locale).undelivered })
    : c.confirmed;
}

/**
 * What the page after the e-mail form says when no mail transport is configured: the request is
 * kept, its confirmation mail waits at most the outbox's period, its link works `validHours`.
 */
export function queuedMessage(locale: Locale, validHours: number) {
  const q = getPage('remind', locale).blocks.queued;
  return {
    heading: q.heading,
    text: fillSlots(q.text, {
      undelivered: keptPeriods(locale).undelivered,
      hours: String(validHours),
    }),
  };
}
