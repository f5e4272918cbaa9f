import { plural, type PluralForms } from '@/lib/format';
import { retentionInForce, type RetentionPeriod } from '@/lib/retention';

/**
 * A retention period as the software applies it (lib/retention.ts and its environment
 * overrides, read when the page is built). The words come from the legal text:
 * `<Retention period="unsubscribedDays" one="{count} day" other="{count} days" />`, and in
 * Arabic all six plural forms (`zero`, `one`, `two`, `few`, `many`, `other`).
 */
export function Retention({ period, ...forms }: { period: RetentionPeriod } & PluralForms) {
  const periods = retentionInForce();
  if (!(period in periods))
    throw new Error(`<Retention period="${period}">: no such period in lib/retention.ts`);
  return <>{plural(periods[period], forms)}</>;
}
