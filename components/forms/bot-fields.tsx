import { HONEYPOT_FIELD } from '@/lib/forms/fields';
import { formMessagesFor } from '@/lib/forms/validation/messages';
import type { Locale } from '@/lib/i18n/format';

/**
 * A honeypot people never see or reach (the signed start time is the form script's: use-form.ts).
 * A server component: its label is in the page's language.
 */
export function Honeypot({ locale }: { locale: Locale }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {formMessagesFor(locale).honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
