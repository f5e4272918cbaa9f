import { env } from './env.mjs';

/**
 * How long ClearSignal keeps what visitors send it. The privacy policy states these periods
 * and the code enforces them (`npm run inbox -- prune`, and the server's own clean-up):
 * change a period here and the policy text must change with it (a unit test compares them).
 */
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
} as const;

/** How many days an undeliverable mail is retried before it is deleted (OUTBOX_GIVE_UP_DAYS, checked by lib/env.mjs). */
export function undeliveredOutboxDays(): number {
  return env().OUTBOX_GIVE_UP_DAYS ?? retention.undeliveredOutboxDays;
}
