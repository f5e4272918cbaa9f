'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '@/lib/catalogue/format';
import { parseEnteredOffer, type EnteredError, type EnteredField } from '@/lib/pricing/entered';
import { FEE_KINDS, type FeeKind } from '@/lib/pricing/offer';
import type { Entered } from '@/lib/pricing/url';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';

export type FeeLabels = Record<FeeKind, string>;

/**
 * "Enter an offer you were quoted": every control labelled, each error written next to
 * its field (aria-describedby), announced, and focus moved to the first one. Nothing typed
 * is lost on an error.
 */
export function OfferForm({
  copy,
  feeLabels,
  disabled,
  fullText,
  onAdd,
}: {
  copy: CompareBlocks['form'];
  feeLabels: FeeLabels;
  disabled: boolean;
  fullText: string;
  onAdd: (offer: Entered) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<EnteredField, EnteredError>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
  }, [focusRequest]);

  const fid = (f: EnteredField) => `${id}-${f}`;
  const errorOf = (f: EnteredField) => (errors[f] ? copy.errors[errors[f]] : undefined);
  const a11y = (f: EnteredField, hint?: string) => {
    const ids = [hint, errors[f] ? `${fid(f)}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[f] ? true : undefined, 'aria-describedby': ids || undefined } as const;
  };
  const err = (f: EnteredField) =>
    errors[f] ? (
      <p id={`${fid(f)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errorOf(f)}
      </p>
    ) : null;
  const input =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';
  const label = 'text-sm font-medium text-slate-800';
  const text = (f: EnteredField, labelText: string, opts: { mode?: 'decimal' | 'numeric' | 'text'; hint?: string } = {}) => (
    <div>
      <label htmlFor={fid(f)} className={label}>
        {labelText}
      </label>
      <input id={fid(f)} name={f} inputMode={opts.mode ?? 'decimal'} autoComplete="off" className={input} {...a11y(f, opts.hint)} />
      {err(f)}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      <form
        ref={formRef}
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const data = new FormData(form);
          const result = parseEnteredOffer((f) => {
            const v = data.get(f);
            return typeof v === 'string' ? v : '';
          });
          if (!result.ok) {
            setErrors(result.errors);
            setFocusRequest((n) => n + 1);
            return;
          }
          setErrors({});
          onAdd(result.offer);
          form.reset();
        }}
      >
        {Object.keys(errors).length ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {copy.errors.summary}
          </p>
        ) : null}
        {text('name', copy.name, { mode: 'text' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('monthly', copy.monthly)}
          <fieldset data-invalid={errors.vat ? 'true' : undefined} aria-describedby={errors.vat ? `${fid('vat')}-error` : undefined}>
            <legend className={label}>{copy.vat}</legend>
            <div className="mt-1 space-y-1">
              {(['included', 'excluded'] as const).map((v) => (
                <div key={v} className="flex items-center gap-2">
                  <input
                    id={`${fid('vat')}-${v}`}
                    type="radio"
                    name="vat"
                    value={v}
                    className="h-4 w-4 accent-brand-700"
                  />
                  <label htmlFor={`${fid('vat')}-${v}`} className="text-sm text-slate-800">
                    {v === 'included' ? copy.vatIncluded : copy.vatExcluded}
                  </label>
                </div>
              ))}
            </div>
            {err('vat')}
          </fieldset>
        </div>
        <div>
          <label htmlFor={fid('contract')} className={label}>
            {copy.contract}
          </label>
          <input id={fid('contract')} name="contract" inputMode="numeric" className={input} {...a11y('contract', `${fid('contract')}-hint`)} />
          <p id={`${fid('contract')}-hint`} className="mt-1 text-xs text-slate-600">
            {copy.contractHint}
          </p>
          {err('contract')}
        </div>
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
          {text('deviceMonths', copy.deviceMonths, { mode: 'numeric' })}
          {text('promoMonthly', copy.promoMonthly)}
          {text('promoMonths', copy.promoMonths, { mode: 'numeric' })}
        </div>
        <div>
          <label htmlFor={fid('data')} className={label}>
            {copy.data}
          </label>
          <input id={fid('data')} name="data" autoComplete="off" className={input} {...a11y('data', `${fid('data')}-hint`)} />
          <p id={`${fid('data')}-hint`} className="mt-1 text-xs text-slate-600">
            {copy.dataHint}
          </p>
          {err('data')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('localMinutes', copy.localMinutes, { mode: 'text' })}
          {text('internationalMinutes', copy.internationalMinutes, { mode: 'numeric' })}
        </div>
        <button type="submit" className="btn-primary" disabled={disabled} aria-describedby={disabled ? `${id}-full` : undefined}>
          {copy.submit}
        </button>
        {disabled ? (
          <p id={`${id}-full`} className="text-sm text-slate-700">
            {fullText}
          </p>
        ) : null}
      </form>
    </section>
  );
}
