'use client';

import { useActionState, useState, type FormEvent } from 'react';
import {
  fieldsOf,
  HINTED_FIELDS,
  valuesFromForm,
  type ComplaintField,
} from '@/lib/complain/fields';
import { EMPTY_STATE, type ComplaintState } from '@/lib/complain/state';
import { fillSlots, formatNumber, LOCALES, type Locale } from '@/lib/i18n/format';
import { VAT } from '@/lib/pricing/rules';
import { ComplaintField as Field, inputClass } from './complaint-field';
import { ComplaintResult } from './complaint-result';
import type { ComplaintCopy, ComplaintProblemProps } from './copy';
import { HeadedSection } from '@/components/ui/headed-section';

const MULTILINE: readonly ComplaintField[] = ['description', 'request'];
const DATES: readonly ComplaintField[] = ['date', 'signed', 'activated', 'writtenOn', 'replyBy'];
const MONEY: readonly ComplaintField[] = ['amount', 'fee', 'deviceCharged', 'monthly', 'deviceDue'];
const OPTIONAL: readonly ComplaintField[] = [
  'contact',
  'request',
  'deviceCharged',
  'deviceDue',
  'allowedDays',
];

type Check = (typeof import('@/lib/complain/schema'))['checkComplaint'];
let check: Check | undefined;
let loading: Promise<unknown> | undefined;
/**
 * The shared schema (with zod) is loaded when the visitor starts on the form, not with the page;
 * if it cannot be had, the form is sent unchecked and the server checks it with the same schema.
 */
const loadCheck = () =>
  (loading ??= import('@/lib/complain/schema').then(
    (m) => (check = m.checkComplaint),
    () => (check = () => ({ ok: true }) as ReturnType<Check>),
  ));

/**
 * Step 2 and 3 of /complain. The form posts to the page's server action (with or without
 * JavaScript: Next posts it and renders the answer); with JavaScript the browser first checks
 * with the same schema, and the letter then replaces the form in place. What was typed comes
 * back in the answer, so "Change the facts" shows it all again; none of it is kept anywhere.
 * The page hands it the action (app/[locale]/complain/actions.ts): nothing here imports a route.
 */
export function ComplaintForm({
  write,
  locale,
  problem,
  copy,
  today,
}: {
  /** The page's server action: the letter, or the errors, for a post. */
  write: (previous: ComplaintState, form: FormData) => Promise<ComplaintState>;
  locale: Locale;
  problem: ComplaintProblemProps;
  copy: ComplaintCopy;
  /** Today's date (YYYY-MM-DD), the letter's date unless the visitor changes it. */
  today: string;
}) {
  // The VAT rate from its rule (lib/pricing/rules.ts, with its source), not written in the copy.
  const vatRate = { rate: `${formatNumber(VAT.ratePercent, locale)}%` };
  const [state, action, pending] = useActionState(write, EMPTY_STATE);
  const [checked, setChecked] = useState<{ for: unknown; errors: Record<string, string> }>();
  const errors = checked?.for === state ? checked.errors : state.errors;
  const f = copy.form;

  if (state.letter)
    return (
      <ComplaintResult
        letter={state.letter}
        values={state.values}
        locale={locale}
        problem={problem.slug}
        copy={copy}
        editAction={action}
      />
    );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!check) {
      // Sent before the schema arrived: check (and send) once it has.
      e.preventDefault();
      const form = e.currentTarget;
      void loadCheck().then(() => form.requestSubmit());
      return;
    }
    const result = check(
      valuesFromForm(new FormData(e.currentTarget)),
      problem,
      { errors: copy.errors, labels: f.labels, letter: copy.letterWords },
      locale,
    );
    if (result.ok) return setChecked(undefined);
    e.preventDefault();
    setChecked({ for: state, errors: result.errors as Record<string, string> });
    const first = fieldsOf(problem.facts).find((k) => result.errors[k]);
    if (first) document.getElementById(`complain-${first}`)?.focus();
  };

  const v = state.values;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <HeadedSection id="complain-form-heading" heading={f.heading} look="step" className="space-y-6">
      {hasErrors ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {f.errorSummary}
        </p>
      ) : null}
      <form
        key={JSON.stringify(v)}
        action={action}
        onSubmit={onSubmit}
        onFocus={loadCheck}
        noValidate
        className="grid gap-5 sm:grid-cols-2"
        data-testid="complaint-form"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="problem" value={problem.slug} />
        {fieldsOf(problem.facts).map((name) => (
          <div key={name} className={MULTILINE.includes(name) ? 'sm:col-span-2' : undefined}>
            <Field
              name={name}
              label={name === 'date' && problem.dateLabel ? problem.dateLabel : f.labels[name]}
              hint={
                (HINTED_FIELDS as readonly string[]).includes(name)
                  ? f.hints[name as (typeof HINTED_FIELDS)[number]]
                  : undefined
              }
              error={errors[name]}
              optional={OPTIONAL.includes(name) ? f.optional : undefined}
            >
              {(c) =>
                name === 'operator' ? (
                  <select {...c} defaultValue={v.operator ?? ''} className={inputClass}>
                    <option value="" disabled>
                      {copy.errors.choose}
                    </option>
                    {copy.operators.map((o) => (
                      <option key={o.key} value={o.key}>
                        {o.name}
                      </option>
                    ))}
                  </select>
                ) : name === 'vat' ? (
                  <select {...c} defaultValue={v.vat ?? 'included'} className={inputClass}>
                    <option value="included">{fillSlots(f.vat.included, vatRate)}</option>
                    <option value="excluded">{fillSlots(f.vat.excluded, vatRate)}</option>
                  </select>
                ) : name === 'service' || name === 'device' ? (
                  <select {...c} defaultValue={v[name] ?? ''} className={inputClass}>
                    <option value="" disabled>
                      {copy.errors.choose}
                    </option>
                    {Object.entries(name === 'service' ? f.services : f.devices).map(
                      ([key, label]) => (
                        <option key={key} value={key}>
                          {label}
                        </option>
                      ),
                    )}
                  </select>
                ) : name === 'letterLocale' ? (
                  <select {...c} defaultValue={v.letterLocale ?? locale} className={inputClass}>
                    {LOCALES.map((l) => (
                      <option key={l} value={l} lang={l}>
                        {f.letterLocales[l]}
                      </option>
                    ))}
                  </select>
                ) : MULTILINE.includes(name) ? (
                  <textarea
                    {...c}
                    rows={name === 'description' ? 6 : 3}
                    defaultValue={v[name] ?? (name === 'writtenOn' ? today : undefined)}
                    className={inputClass}
                  />
                ) : (
                  <input
                    {...c}
                    type={DATES.includes(name) ? 'date' : 'text'}
                    inputMode={
                      MONEY.includes(name)
                        ? 'decimal'
                        : name === 'allowedDays'
                          ? 'numeric'
                          : undefined
                    }
                    autoComplete={name === 'name' ? 'name' : 'off'}
                    defaultValue={v[name] ?? (name === 'writtenOn' ? today : undefined)}
                    className={inputClass}
                  />
                )
              }
            </Field>
          </div>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary text-base" aria-disabled={pending}>
            {pending ? f.sending : f.submit}
          </button>
        </div>
      </form>
    </HeadedSection>
  );
}
