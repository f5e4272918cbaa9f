import { useId } from 'react';
import { fill } from '@/lib/catalogue/format';
import type { EnteredField } from '@/lib/pricing/entered';
import { FEE_KINDS, type FeeKind } from '@/lib/pricing/offer';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { OfferError, OfferFieldset, OfferFormShell, OfferInput } from './offer-fields';

export type FeeLabels = Record<FeeKind, string>;

const label = 'text-sm font-medium text-slate-800';

/**
 * "Enter an offer you were quoted": every control labelled, each error written next to
 * its field (aria-describedby), announced, and focus moved to the first one. Nothing typed
 * is lost on an error. The labels, hints and layout render here on the server; the inputs,
 * errors and submit are client leaves (./offer-fields.tsx).
 */
export function OfferForm({ copy, feeLabels, fullText }: { copy: CompareBlocks['form']; feeLabels: FeeLabels; fullText: string }) {
  const id = useId();
  const fid = (f: EnteredField) => `${id}-${f}`;
  const text = (f: EnteredField, labelText: string, mode: 'decimal' | 'numeric' | 'text' = 'decimal') => (
    <div>
      <label htmlFor={fid(f)} className={label}>
        {labelText}
      </label>
      <OfferInput id={fid(f)} name={f} inputMode={mode} autoComplete="off" />
      <OfferError id={fid(f)} name={f} />
    </div>
  );
  const hinted = (f: 'contract' | 'data', labelText: string, hint: string, input: Partial<React.ComponentProps<typeof OfferInput>>) => (
    <div>
      <label htmlFor={fid(f)} className={label}>
        {labelText}
      </label>
      <OfferInput id={fid(f)} name={f} hintId={`${fid(f)}-hint`} {...input} />
      <p id={`${fid(f)}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <OfferError id={fid(f)} name={f} />
    </div>
  );

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      <OfferFormShell errorTexts={copy.errors} submitLabel={copy.submit} addedText={copy.added} fullText={fullText} fullId={`${id}-full`}>
        {text('name', copy.name, 'text')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('monthly', copy.monthly)}
          <OfferFieldset id={fid('vat')} name="vat">
            <legend className={label}>{copy.vat}</legend>
            <div className="mt-1 space-y-1">
              {(['included', 'excluded'] as const).map((v) => (
                <div key={v} className="flex items-center gap-2">
                  <input id={`${fid('vat')}-${v}`} type="radio" name="vat" value={v} className="h-4 w-4 accent-brand-700" />
                  <label htmlFor={`${fid('vat')}-${v}`} className="text-sm text-slate-800">
                    {v === 'included' ? copy.vatIncluded : copy.vatExcluded}
                  </label>
                </div>
              ))}
            </div>
          </OfferFieldset>
        </div>
        {hinted('contract', copy.contract, copy.contractHint, { inputMode: 'numeric' })}
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
          {text('deviceMonths', copy.deviceMonths, 'numeric')}
          {text('promoMonthly', copy.promoMonthly)}
          {text('promoMonths', copy.promoMonths, 'numeric')}
        </div>
        {hinted('data', copy.data, copy.dataHint, { autoComplete: 'off' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('localMinutes', copy.localMinutes, 'text')}
          {text('internationalMinutes', copy.internationalMinutes, 'numeric')}
        </div>
      </OfferFormShell>
    </section>
  );
}
