'use client';

import { useEffect, useRef, useState } from 'react';
import { fill } from '@/lib/catalogue/format';
import { parseEnteredOffer, type EnteredError } from '@/lib/pricing/entered';
import { FieldError } from '../forms/field-control';
import { FormContext, useFormState } from '../forms/use-form';
import { useComparison } from './comparison-state';

/**
 * The entered-offer form's state: its errors (shown next to their fields by the forms' <Control>
 * and <FieldError> leaves, announced, focus moved to the first one; nothing typed is lost) and
 * the submit. The fields are server-rendered `children`. Nothing is posted: the offer joins the
 * comparison in the URL.
 */
export function OfferFormShell({
  children,
  errorTexts,
  submitLabel,
  addedText,
  fullText,
  fullId,
}: {
  children: React.ReactNode;
  errorTexts: Record<EnteredError | 'summary', string>;
  submitLabel: string;
  /** "{name} was added to the comparison." */
  addedText: string;
  fullText: string;
  fullId: string;
}) {
  const { add, full } = useComparison();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
  }, [focusRequest]);

  return (
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
          setErrors(Object.fromEntries(Object.entries(result.errors).map(([f, code]) => [f, errorTexts[code]])));
          setFocusRequest((n) => n + 1);
          return;
        }
        setErrors({});
        add({ kind: 'entered', offer: result.offer }, fill(addedText, { name: result.offer.name }));
        form.reset();
      }}
    >
      {Object.keys(errors).length ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errorTexts.summary}
        </p>
      ) : null}
      <FormContext value={{ hydrated: true, pending: false, sent: false, errors, message: '' }}>{children}</FormContext>
      <button type="submit" className="btn-primary" disabled={full} aria-describedby={full ? fullId : undefined}>
        {submitLabel}
      </button>
      {full ? (
        <p id={fullId} className="text-sm text-slate-700">
          {fullText}
        </p>
      ) : null}
    </form>
  );
}

/** A group of choices (the VAT radios), marked invalid and described by its error. */
export function OfferFieldset({ id, name, children }: { id: string; name: string; children: React.ReactNode }) {
  const error = useFormState().errors[name];
  return (
    <fieldset data-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      {children}
      <FieldError id={id} name={name} className="mt-1 text-sm font-medium text-red-700" />
    </fieldset>
  );
}
