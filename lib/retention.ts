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

/**
 * A whole number of days or months from an environment variable, or the default when unset.
 * A value that is set but not a whole number in range stops the caller with a message naming
 * the variable: a typo must not silently change what the privacy policy promises.
 */
export function periodFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
  return value;
}

/** How many days an undeliverable mail is retried before it is deleted (OUTBOX_GIVE_UP_DAYS). */
export function undeliveredOutboxDays(): number {
  return periodFromEnv('OUTBOX_GIVE_UP_DAYS', retention.undeliveredOutboxDays, 365);
}
