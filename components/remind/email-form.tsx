'use client';

import { useActionState } from 'react';
import { remindByEmail } from '@/lib/forms/actions';
import { EMPTY_FORM_STATE } from '@/lib/forms/action-state';
import { LOCALE_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import type { Locale } from '@/lib/i18n/format';
import { useFormToken } from '@/components/forms/action-form';
import { inputClass, RemindField } from './remind-field';

export type EmailFormCopy = {
  email: string;
  consent: string;
  button: string;
};

/**
 * "E-mail me instead": the reminder's fields (checked already, carried as hidden fields), the
 * visitor's address and consent, posted to the page's Server Action with or without JavaScript.
 * With JavaScript the signed timing token is fetched first, as every site form does; what comes
 * back (the address typed, each field's message) is shown in place.
 */
export function EmailForm({
  locale,
  fields,
  copy,
  honeypot,
}: {
  locale: Locale;
  fields: Record<string, string>;
  copy: EmailFormCopy;
  honeypot: React.ReactNode;
}) {
  const [state, action, pending] = useActionState(remindByEmail, EMPTY_FORM_STATE);
  const token = useFormToken();
  const e = state.errors;
  // A message about the reminder's own fields (they are hidden here): said above the address.
  const other = Object.entries(e)
    .filter(([k]) => k !== 'email' && k !== 'consent')
    .map(([, m]) => m);
  return (
    <form action={action} className="relative mt-4 space-y-4" noValidate>
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <input type="hidden" name={STARTED_FIELD} value={token} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {honeypot}
      {state.message || other.length ? (
        <div role="alert" className="font-medium text-red-700">
          {[state.message, ...other].filter(Boolean).map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <RemindField id="remind-email-address" label={copy.email} error={e.email}>
        {(w) => (
          <input
            {...w}
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={state.values.email ?? ''}
            className={inputClass}
          />
        )}
      </RemindField>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="remind-consent"
            type="checkbox"
            name="consent"
            required
            defaultChecked={state.values.consent === 'on'}
            aria-invalid={e.consent ? true : undefined}
            aria-describedby={e.consent ? 'remind-consent-error' : undefined}
            className="mt-1 size-4"
          />
          <label htmlFor="remind-consent" className="text-slate-800">
            {copy.consent}
          </label>
        </div>
        {e.consent ? (
          <p id="remind-consent-error" className="mt-1 text-sm font-medium text-red-700">
            {e.consent}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {copy.button}
      </button>
    </form>
  );
}
