'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { firstErrors } from '@/lib/validation/form';
import { priceReportFromForm } from '@/lib/validation/price-report-fields';
import { BotFields } from './forms/bot-fields';
import { useFormPost, useStartedToken } from './forms/use-form-post';

export type PriceReportCopy = {
  heading: string;
  intro: string;
  problemLabel: string;
  sourceLabel: string;
  emailLabel: string;
  submitLabel: string;
  sendingLabel: string;
  successText: string;
};

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/price-report').then((m) => m.priceReportSchema);

type Field = 'problem' | 'sourceUrl' | 'email' | 'planId';

/** "Report a wrong price" on a catalogue plan page: posts to /api/price-report (works without JS too). */
export function PriceReportForm({ planId, copy }: { planId: string; copy: PriceReportCopy }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useStartedToken();
  const { post, pending } = useFormPost('/api/price-report');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setSent(false);
    const parsed = (await loadSchema()).safeParse(priceReportFromForm(data));
    if (!parsed.success) {
      setErrors(firstErrors<Field>(parsed.error));
      setMessage('');
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setMessage('');
    const result = await post(data);
    if (result.ok) {
      setSent(true);
      form.reset();
    } else {
      setErrors(result.errors as Partial<Record<Field, string>>);
      setMessage(result.errors.planId ?? result.message);
      setFocusRequest((n) => n + 1);
    }
  }

  const describedBy = (f: Field) => (errors[f] ? `${id}-${f}-error` : undefined);
  const fieldError = (f: Field) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[f]}
      </p>
    ) : null;
  const input =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

  return (
    <form
      ref={formRef}
      action="/api/price-report"
      method="post"
      onFocus={() => void loadSchema()}
      onSubmit={onSubmit}
      className="relative grid gap-4"
    >
      <BotFields started={started} />
      <input type="hidden" name="planId" value={planId} />
      <div>
        <label htmlFor={`${id}-problem`} className="text-sm font-medium text-slate-800">
          {copy.problemLabel}
        </label>
        <textarea
          id={`${id}-problem`}
          name="problem"
          rows={3}
          required
          minLength={10}
          aria-invalid={errors.problem ? true : undefined}
          aria-describedby={describedBy('problem')}
          className={input}
        />
        {fieldError('problem')}
      </div>
      <div>
        <label htmlFor={`${id}-source`} className="text-sm font-medium text-slate-800">
          {copy.sourceLabel}
        </label>
        <input
          id={`${id}-source`}
          name="sourceUrl"
          type="url"
          inputMode="url"
          aria-invalid={errors.sourceUrl ? true : undefined}
          aria-describedby={describedBy('sourceUrl')}
          className={input}
        />
        {fieldError('sourceUrl')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {copy.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={input}
        />
        {fieldError('email')}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="btn-primary">
          {pending ? copy.sendingLabel : copy.submitLabel}
        </button>
        {sent ? (
          <p role="status" className="font-medium text-brand-800">
            ✓ {copy.successText}
          </p>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {Object.values(errors).join(' ')}
      </div>
    </form>
  );
}
