import { bidiText } from '@/components/ui/bidi-text';
import { fillSlots } from '@/lib/i18n/format';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import type { EnteredField } from '@/lib/pricing/entered';
import { FEE_KINDS, type FeeKind } from '@/lib/pricing/offer';
import type { ComparisonState } from '@/lib/pricing/url';
import type { OfferFormInput } from '@/lib/pricing/compare-request';
import { UrlForm } from '@/components/ui/url-form';
import { StateInputs } from './state-inputs';
import { AddSubmit } from './add-submit';

export type FeeLabels = Record<FeeKind, string>;

const labelClass = 'text-sm font-medium text-slate-800';
const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/**
 * "Enter an offer you were quoted": a GET form answered by the server (app/plans/compare/page.tsx),
 * which adds the offer to the comparison's URL, or renders this form again with each error next
 * to its field (aria-describedby) and everything typed kept. Folded in a `<details>` while
 * offers are shown, open when there are none or when it has errors.
 */
export function OfferForm({
  path,
  state,
  copy,
  feeLabels,
  full,
  fullText,
  open,
  input,
}: {
  path: string;
  state: ComparisonState;
  copy: CompareBlocks['form'];
  feeLabels: FeeLabels;
  full: boolean;
  fullText: string;
  open: boolean;
  input: OfferFormInput;
}) {
  const { values, errors } = input;
  const hasErrors = Object.keys(errors).length > 0;
  const field = (
    name: EnteredField,
    label: string,
    {
      inputMode = 'decimal',
      hint,
    }: { inputMode?: 'decimal' | 'numeric' | 'text'; hint?: string } = {},
  ) => {
    const id = `cmp-f-${name}`;
    const error = errors[name];
    const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {copy.errors[error]}
          </p>
        ) : null}
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {bidiText(hint)}
          </p>
        ) : null}
      </div>
    );
  };
  const vatError = errors.vat;

  return (
    <section
      aria-labelledby="cmp-offer-h"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <details open={open} className="group">
        <summary className="cursor-pointer list-inside">
          <h2 id="cmp-offer-h" className="inline text-lg font-semibold text-slate-900">
            {copy.heading}
          </h2>
        </summary>
        <p className="mt-2 text-sm text-slate-700">{copy.intro}</p>
        <UrlForm
          action={path}
          className="mt-4 space-y-4"
          focusKey={hasErrors ? JSON.stringify(input) : undefined}
        >
          <StateInputs state={state} />
          <input type="hidden" name="enter" value="1" />
          {hasErrors ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {input.fromLink ? copy.errors.link : copy.errors.summary}
            </p>
          ) : null}
          {field('name', copy.name, { inputMode: 'text' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('monthly', copy.monthly)}
            <fieldset
              aria-describedby={vatError ? 'cmp-f-vat-error' : undefined}
              aria-invalid={vatError ? true : undefined}
              data-invalid={vatError ? 'true' : undefined}
            >
              <legend className={labelClass}>{copy.vat}</legend>
              <div className="mt-1 space-y-1">
                {(['included', 'excluded'] as const).map((v) => (
                  <div key={v} className="flex items-center gap-2">
                    <input
                      id={`cmp-f-vat-${v}`}
                      type="radio"
                      name="vat"
                      value={v}
                      defaultChecked={values.vat === v}
                      className="h-4 w-4 accent-brand-700"
                    />
                    <label htmlFor={`cmp-f-vat-${v}`} className="text-sm text-slate-800">
                      {v === 'included' ? copy.vatIncluded : copy.vatExcluded}
                    </label>
                  </div>
                ))}
              </div>
              {vatError ? (
                <p id="cmp-f-vat-error" className="mt-1 text-sm font-medium text-red-700">
                  {copy.errors[vatError]}
                </p>
              ) : null}
            </fieldset>
          </div>
          {field('contract', copy.contract, { inputMode: 'numeric', hint: copy.contractHint })}
          <fieldset className="rounded-lg border border-slate-200 p-3">
            <legend className={`${labelClass} px-1`}>{copy.fees}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {FEE_KINDS.map((k) => (
                <div key={k}>
                  {field(`fee-${k}`, fillSlots(copy.feeAmount, { fee: feeLabels[k] }))}
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('deviceMonthly', copy.deviceMonthly)}
            {field('deviceMonths', copy.deviceMonths, { inputMode: 'numeric' })}
          </div>
          {field('deviceCharges', copy.deviceCharges, { hint: copy.deviceChargesHint })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('promoMonthly', copy.promoMonthly)}
            {field('promoMonths', copy.promoMonths, { inputMode: 'numeric' })}
          </div>
          {field('data', copy.data, { inputMode: 'text', hint: copy.dataHint })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('localMinutes', copy.localMinutes, { inputMode: 'text' })}
            {field('internationalMinutes', copy.internationalMinutes, { inputMode: 'numeric' })}
          </div>
          <AddSubmit label={copy.submit} full={full} fullText={fullText} noteId="cmp-offer-full" />
        </UrlForm>
      </details>
    </section>
  );
}
