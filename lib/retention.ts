/**
 * How long ClearSignal keeps what visitors send it. The code enforces these periods
 * (`npm run inbox -- prune`, and the server's own clean-up), and the privacy policy prints them
 * with `<Retention period="..." />`, rendered from `retentionInForce()` when the site is built:
 * the text cannot state a period the software does not apply (tests/unit/legal-render.test.tsx).
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
} as const;

export type RetentionPeriod = keyof typeof retention;

const positiveInteger = (raw: string | undefined) => {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The periods in force: the defaults above with their environment overrides applied. */
export function retentionInForce(
  env: NodeJS.ProcessEnv = process.env,
): Record<RetentionPeriod, number> {
  return {
    ...retention,
    contactMessagesMonths:
      positiveInteger(env.CONTACT_RETENTION_MONTHS) ?? retention.contactMessagesMonths,
  };
}
