import { plural, type PluralForms } from '@/lib/i18n/format';
import { retentionInForce, type RetentionPeriod } from '@/lib/db/retention';
import type { Locale } from '@/lib/i18n/format';

/**
 * A retention period as the software applies it (lib/db/retention.ts and its environment
 * overrides, read when the page is built). The words come from the legal text:
 * `<Retention period="unsubscribedDays" one="{count} day" other="{count} days" />`, and in
 * Arabic all six plural forms (`zero`, `one`, `two`, `few`, `many`, `other`).
 */
/** What an author writes in MDX: the period and its plural forms. */
export type RetentionProps = { period: RetentionPeriod } & PluralForms;

export function Retention({ period, locale, ...forms }: RetentionProps & { locale: Locale }) {
  const periods = retentionInForce();
  if (!(period in periods))
    throw new Error(`<Retention period="${period}">: no such period in lib/db/retention.ts`);
  return <>{plural(periods[period], forms, locale)}</>;
}
