'use client';

import { createContext, use, useEffect, useRef, useState } from 'react';
import { fill } from '@/lib/catalogue/format';
import { parseEnteredOffer, type EnteredError, type EnteredField } from '@/lib/pricing/entered';
import { useComparison } from './comparison-state';

type Errors = Partial<Record<EnteredField, EnteredError>>;
const ErrorsContext = createContext<Errors>({});

/**
 * The entered-offer form's state: its errors (each written next to its field by the leaves
 * below, announced, focus moved to the first one; nothing typed is lost) and the submit. The
 * labels and layout are server-rendered `children`.
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
  const [errors, setErrors] = useState<Errors>({});
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
          setErrors(result.errors);
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
      <ErrorsContext value={errors}>
        <ErrorTextsContext value={errorTexts}>{children}</ErrorTextsContext>
      </ErrorsContext>
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

const ErrorTextsContext = createContext<Record<string, string>>({});
const errorId = (id: string) => `${id}-error`;

/** A text input of the form, marked invalid and described by its hint and error. */
export function OfferInput({
  id,
  name,
  hintId,
  ...rest
}: { id: string; name: EnteredField; hintId?: string } & Pick<React.ComponentProps<'input'>, 'inputMode' | 'autoComplete'>) {
  const error = use(ErrorsContext)[name];
  const ids = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(' ');
  return (
    <input
      id={id}
      name={name}
      className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600"
      {...rest}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids || undefined}
    />
  );
}

/** A field's error, next to it (`id` is the field's). */
export function OfferError({ id, name }: { id: string; name: EnteredField }) {
  const error = use(ErrorsContext)[name];
  const texts = use(ErrorTextsContext);
  return error ? (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
      {texts[error]}
    </p>
  ) : null;
}

/** A group of choices (the VAT radios), marked invalid and described by its error. */
export function OfferFieldset({ id, name, children }: { id: string; name: EnteredField; children: React.ReactNode }) {
  const error = use(ErrorsContext)[name];
  return (
    <fieldset data-invalid={error ? 'true' : undefined} aria-describedby={error ? errorId(id) : undefined}>
      {children}
      <OfferError id={id} name={name} />
    </fieldset>
  );
}
