import { useId } from 'react';
import { fill } from '@/lib/catalogue/format';
import type { EnteredField } from '@/lib/pricing/entered';
import { FEE_KINDS, type FeeKind } from '@/lib/pricing/offer';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { Field } from '../forms/field';
import { Control } from '../forms/field-control';
import { OfferFieldset, OfferFormShell } from './offer-fields';

export type FeeLabels = Record<FeeKind, string>;

const label = 'text-sm font-medium text-slate-800';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/**
 * "Enter an offer you were quoted": every control labelled, each error written next to
 * its field (aria-describedby), announced, and focus moved to the first one. Nothing typed
 * is lost on an error. The fields render here on the server with the forms' <Field>; the
 * form's state and submit are ./offer-fields.tsx.
 */
export function OfferForm({ copy, feeLabels, fullText }: { copy: CompareBlocks['form']; feeLabels: FeeLabels; fullText: string }) {
  const id = useId();
  const text = (
    name: EnteredField,
    labelText: string,
    attrs: Pick<React.ComponentProps<'input'>, 'inputMode' | 'autoComplete'> = { inputMode: 'decimal', autoComplete: 'off' },
    hint?: string,
  ) => (
    <Field
      name={name}
      label={labelText}
      labelClassName={label}
      description={hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : undefined}
    >
      {(c) => <Control as="input" {...c} {...attrs} className={input} />}
    </Field>
  );
  const count = { inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      <OfferFormShell errorTexts={copy.errors} submitLabel={copy.submit} addedText={copy.added} fullText={fullText} fullId={`${id}-full`}>
        {text('name', copy.name, { inputMode: 'text', autoComplete: 'off' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('monthly', copy.monthly)}
          <OfferFieldset id={`${id}-vat`} name="vat">
            <legend className={label}>{copy.vat}</legend>
            <div className="mt-1 space-y-1">
              {(['included', 'excluded'] as const).map((v) => (
                <div key={v} className="flex items-center gap-2">
                  <input id={`${id}-vat-${v}`} type="radio" name="vat" value={v} className="h-4 w-4 accent-brand-700" />
                  <label htmlFor={`${id}-vat-${v}`} className="text-sm text-slate-800">
                    {v === 'included' ? copy.vatIncluded : copy.vatExcluded}
                  </label>
                </div>
              ))}
            </div>
          </OfferFieldset>
        </div>
        {text('contract', copy.contract, { inputMode: 'numeric' }, copy.contractHint)}
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className={`${label} px-1`}>{copy.fees}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FEE_KINDS.map((k) => (
              <div key={k}>{text(`fee-${k}`, fill(copy.feeAmount, { fee: feeLabels[k] }))}</div>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('deviceMonthly', copy.deviceMonthly)}
          {text('deviceMonths', copy.deviceMonths, count)}
          {text('promoMonthly', copy.promoMonthly)}
          {text('promoMonths', copy.promoMonths, count)}
        </div>
        {text('data', copy.data, { autoComplete: 'off' }, copy.dataHint)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('localMinutes', copy.localMinutes, { inputMode: 'text', autoComplete: 'off' })}
          {text('internationalMinutes', copy.internationalMinutes, count)}
        </div>
      </OfferFormShell>
    </section>
  );
}
