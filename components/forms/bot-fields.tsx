import { HONEYPOT_FIELD } from '@/lib/forms/fields';
import { formMessagesFor } from '@/lib/validation/messages';

/**
 * A honeypot people never see or reach (the signed start time is the form script's: use-form.ts).
 * A server component: its label is in the page's language.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {formMessagesFor().honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
