'use client';

import { useActionState, useId, useRef, useState } from 'react';
import { subscribeNewsletter, type NewsletterState } from '@/app/actions/newsletter';
import { firstErrors, newsletterSchema } from '@/lib/validation/newsletter';

type Copy = { emailLabel: string; consentLabel: string; submitLabel: string; successNote: string };

/** 'Stay Informed': idle → 'Subscribing...' (disabled) → '✓ Successfully subscribed to newsletter!'. */
export function NewsletterForm({ copy }: { copy: Copy }) {
  const id = useId();
  const [state, action, pending] = useActionState<NewsletterState, FormData>(subscribeNewsletter, {
    status: 'idle',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<NewsletterState['errors']>();
  const errors = clientErrors ?? state.errors;

  if (state.status === 'success') {
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
      action={action}
      noValidate
      onSubmit={(e) => {
        const form = new FormData(e.currentTarget);
        const parsed = newsletterSchema.safeParse({
          email: String(form.get('email') ?? ''),
          consent: form.get('consent') === 'on',
        });
        if (!parsed.success) {
          e.preventDefault();
          setClientErrors(firstErrors(parsed.error));
          requestAnimationFrame(() =>
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
        } else setClientErrors(undefined);
      }}
      className="space-y-3"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {copy.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={copy.emailLabel}
            defaultValue={state.values?.email}
            aria-invalid={errors?.email ? true : undefined}
            aria-describedby={errors?.email ? `${id}-email-error` : undefined}
            className="w-full rounded-lg border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
          />
          {errors?.email ? (
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
            aria-invalid={errors?.consent ? true : undefined}
            aria-describedby={errors?.consent ? `${id}-consent-error` : undefined}
            className="mt-1 h-4 w-4 accent-white"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-brand-50">
            {copy.consentLabel}
          </label>
        </div>
        {errors?.consent ? (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-amber-200">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <div aria-live="polite" className="sr-only">
        {errors ? Object.values(errors).join(' ') : ''}
      </div>
    </form>
  );
}
