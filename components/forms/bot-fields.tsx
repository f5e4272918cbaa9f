import { HONEYPOT_FIELD } from '@/lib/forms/fields';
import { formMessagesFor } from '@/lib/forms/validation/messages';
import type { Locale } from '@/lib/i18n/format';

/**
 * A honeypot people never see or reach: clipped to a 1 px box where it stands, hidden from
 * assistive technology and out of the tab order. Not parked far off to one side: on an Arabic page
 * that side is the right, past the page's edge, and a printed page shrank to hold it and lost its
 * left edge (e2e/overflow.ts). A server component: its label is in the page's language.
 */
export function Honeypot({ locale }: { locale: Locale }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {formMessagesFor(locale).honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
