import type { ComplaintValues } from '@/lib/complain/fields';
import type { Locale } from '@/lib/i18n/format';

/**
 * The facts of a letter, posted again by its "Download" and "Change the facts" forms: hidden
 * fields of the answer, never a URL.
 */
export function HiddenValues({
  values,
  locale,
  problem,
}: {
  values: ComplaintValues;
  locale: Locale;
  problem: string;
}) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="problem" value={problem} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
