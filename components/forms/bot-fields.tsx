import { HONEYPOT_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import { formMessages } from '@/lib/validation/messages';

/** A honeypot people never see or reach, and the signed start time. */
export function BotFields({ started }: { started: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {formMessages.honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={STARTED_FIELD} value={started} readOnly />
    </>
  );
}
