'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { firstErrors } from '@/lib/validation/form';
import { newsletterFromForm } from '@/lib/validation/newsletter-fields';
import { BotFields } from './forms/bot-fields';
import { useFormPost, useStartedToken } from './forms/use-form-post';

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/newsletter').then((m) => m.newsletterSchema);

type Copy = { emailLabel: string; consentLabel: string; submitLabel: string; successNote: string };
type Errors = Partial<Record<'email' | 'consent', string>>;

/**
 * 'Stay Informed': idle → 'Subscribing...' (disabled) → '✓ Successfully subscribed to newsletter!'.
 * Posts to /api/newsletter; without JavaScript the browser posts the same form itself.
 */
export function NewsletterForm({ copy }: { copy: Copy }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useStartedToken();
  const { post, pending } = useFormPost('/api/newsletter');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  // Without JavaScript the browser's own checks (required, type=email) apply; with it, ours do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // After an error render, move focus to the first invalid field (an effect: it runs after the commit).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const parsed = (await loadSchema()).safeParse(newsletterFromForm(data));
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      setMessage('');
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setMessage('');
    const result = await post(data);
    if (result.ok) setDone(true);
    else {
      setErrors(result.errors as Errors);
      setMessage(result.message);
      if (Object.keys(result.errors).length) focusFirstInvalid();
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-lg bg-white/10 p-4 text-white">
        <p className="font-semibold">✓ Successfully subscribed to newsletter!</p>
        <p className="mt-1 text-sm text-brand-50">{copy.successNote}</p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      action="/api/newsletter"
      method="post"
      onFocus={() => void loadSchema()}
      onSubmit={onSubmit}
      className="relative space-y-3"
    >
      <BotFields started={started} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {copy.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={copy.emailLabel}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className="w-full rounded-lg border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-amber-200">
              {errors.email}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={pending}
          className="btn bg-white text-brand-800 hover:bg-brand-50"
        >
          {pending ? 'Subscribing...' : copy.submitLabel}
        </button>
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-1 h-4 w-4 accent-white"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-brand-50">
            {copy.consentLabel}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-amber-200">
            {errors.consent}
          </p>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="rounded-md bg-white px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {Object.values(errors).join(' ')}
      </div>
    </form>
  );
}
