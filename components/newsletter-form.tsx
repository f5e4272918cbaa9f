'use client';

import { useState } from 'react';
import { formMessages } from '@/lib/validation/messages';
import { newsletterFromForm } from '@/lib/validation/newsletter-fields';
import { BotFields } from './forms/bot-fields';
import { Field } from './forms/field';
import { FormAlerts } from './forms/form-feedback';
import { useForm } from './forms/use-form';

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/newsletter').then((m) => m.newsletterSchema);

type Copy = { emailLabel: string; consentLabel: string; submitLabel: string; successNote: string };

const errorClass = 'mt-1 text-sm font-medium text-amber-200';

/**
 * 'Stay Informed': idle → 'Subscribing...' (disabled) → '✓ Successfully subscribed to newsletter!'.
 * Posts to /api/newsletter; without JavaScript the browser posts the same form itself.
 */
export function NewsletterForm({ copy }: { copy: Copy }) {
  const [done, setDone] = useState(false);
  const { form, started, pending, errors, message } = useForm<'email' | 'consent'>({
    action: '/api/newsletter',
    loadSchema,
    fromForm: newsletterFromForm,
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <div role="status" className="rounded-lg bg-white/10 p-4 text-white">
        <p className="font-semibold">{formMessages.status.subscribed}</p>
        <p className="mt-1 text-sm text-brand-50">{copy.successNote}</p>
      </div>
    );
  }

  return (
    <form {...form} className="relative space-y-3">
      <BotFields started={started} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Field
          name="email"
          label={copy.emailLabel}
          error={errors.email}
          required
          className="flex-1"
          labelClassName="sr-only"
          errorClassName={errorClass}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              placeholder={copy.emailLabel}
              className="w-full rounded-lg border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={pending}
          className="btn bg-white text-brand-800 hover:bg-brand-50"
        >
          {pending ? formMessages.status.subscribing : copy.submitLabel}
        </button>
      </div>
      <Field
        name="consent"
        label={copy.consentLabel}
        error={errors.consent}
        required
        check
        labelClassName="text-sm text-brand-50"
        errorClassName={errorClass}
      >
        {(control) => <input {...control} type="checkbox" className="mt-1 h-4 w-4 accent-white" />}
      </Field>
      <FormAlerts message={message} errors={errors} className="bg-white" />
    </form>
  );
}
