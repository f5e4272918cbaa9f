import { plural } from '@/lib/format';
import { retentionInForce, type RetentionPeriod } from '@/lib/retention';

/**
 * A retention period as the software applies it (lib/retention.ts and its environment
 * overrides, read when the page is built). The words come from the legal text:
 * `<Retention period="unsubscribedDays" one="{count} day" other="{count} days" />`.
 */
export function Retention({
  period,
  one,
  other,
}: {
  period: RetentionPeriod;
  one: string;
  other: string;
}) {
  const periods = retentionInForce();
  if (!(period in periods))
    throw new Error(`<Retention period="${period}">: no such period in lib/retention.ts`);
  return <>{plural(periods[period], { one, other })}</>;
}
