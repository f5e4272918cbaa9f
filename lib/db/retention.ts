/**
 * How long ClearSignal keeps what visitors send it. The code enforces these periods
 * (`npm run inbox -- prune`, and the server's own clean-up), and the privacy policy prints them
 * with `<Retention period="..." />`, rendered from `retentionInForce()` when the site is built:
 * the text cannot state a period the software does not apply (tests/unit/legal-render.test.tsx).
 */
import { env, type Env } from '../server/env.mjs';

export const retention = {
  /** Contact messages, plan-advice and price-report requests (CONTACT_RETENTION_MONTHS overrides). */
  contactMessagesMonths: 24,
  /** Newsletter sign-ups never confirmed are deleted this long after the sign-up. */
  pendingSignupDays: 7,
  /** An unsubscribed address is deleted this long after it unsubscribed. */
  unsubscribedDays: 30,
  /** A mail in the outbox (its body holds links with tokens) is deleted this long after delivery. */
  deliveredOutboxDays: 7,
  /**
   * A mail that could not be delivered (mail server down or refusing it) is retried with
   * back-off for this long after it was queued, then given up and deleted
   * (OUTBOX_GIVE_UP_DAYS overrides).
   */
  undeliveredOutboxDays: 7,
  /**
   * A dated backup of the database (`npm run backup`, deploy/systemd/clearsignal-backup.service)
   * is deleted this long after it was made (BACKUP_RETENTION_DAYS overrides): it holds what the
   * database held, deleted messages and unsubscribed addresses included.
   */
  backupDays: 14,
  /**
   * The proxy's logs (deploy/nginx/clearsignal.conf, rotated by deploy/logrotate/clearsignal-nginx)
   * are deleted within this many days. Not configurable here: it is what the shipped logrotate
   * file does, and tests/integration/deploy.test.ts fails if that file keeps them longer.
   */
  proxyLogDays: 14,
} as const;

export type RetentionPeriod = keyof typeof retention;

/**
 * The periods in force: the defaults above with their overrides from the checked environment
 * (lib/server/env.mjs: CONTACT_RETENTION_MONTHS, OUTBOX_GIVE_UP_DAYS, BACKUP_RETENTION_DAYS).
 */
export function retentionInForce(
  e: Pick<
    Env,
    'CONTACT_RETENTION_MONTHS' | 'OUTBOX_GIVE_UP_DAYS' | 'BACKUP_RETENTION_DAYS'
  > = env(),
): Record<RetentionPeriod, number> {
  return {
    ...retention,
    contactMessagesMonths: e.CONTACT_RETENTION_MONTHS ?? retention.contactMessagesMonths,
    undeliveredOutboxDays: e.OUTBOX_GIVE_UP_DAYS ?? retention.undeliveredOutboxDays,
    backupDays: e.BACKUP_RETENTION_DAYS ?? retention.backupDays,
  };
}

/** The time `days` days before `now` (ISO): what is older has passed a period of that many days. */
export function cutoffBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86400_000).toISOString();
}

/** How many days an undeliverable mail is retried before it is deleted (OUTBOX_GIVE_UP_DAYS, checked by lib/server/env.mjs). */
export function undeliveredOutboxDays(): number {
  return retentionInForce().undeliveredOutboxDays;
}
