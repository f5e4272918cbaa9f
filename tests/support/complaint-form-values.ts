/**
 * What a visitor types into a complaint problem's form for a complaint that holds, in either
 * language: the values the letter's unit test posts (tests/unit/complain-letter-view.test.tsx) and
 * the browser types (e2e/complain-letters.spec.ts). No imports: the e2e runner loads it as it is.
 */

/** The two numbers a visitor types, each to be kept whole and in order in the letter. */
export const TYPED = { account: '+971 58 123 4567', contact: '050 123 4567' };

/** The fields of a problem asking for `facts`, replying by `replyBy` (YYYY-MM-DD). */
export function complaintFormValues(
  facts: readonly string[],
  locale: 'en' | 'ar',
  replyBy: string,
): Record<string, string> {
  return {
    name: locale === 'ar' ? 'مريم e& Test' : 'Mariam Test',
    ...TYPED,
    operator: 'eand',
    description: locale === 'ar' ? 'اشتركت مع e& في باقة eLife.' : 'e& charged me.',
    replyBy,
    letterLocale: locale,
    ...(facts.includes('activation')
      ? { service: 'home', activated: '2026-10-01', device: 'none', date: '2026-10-04' }
      : { date: '2026-10-02' }),
    ...(facts.includes('amount') ? { amount: '150.50' } : {}),
    ...(facts.includes('exitFee')
      ? { service: 'home', fee: '500', monthly: '200', vat: 'excluded', deviceDue: '1000' }
      : {}),
  };
}
