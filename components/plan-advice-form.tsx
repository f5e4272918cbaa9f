'use client';

import Link from 'next/link';
import { useState } from 'react';
import { footerNav } from '@/lib/routes';
import { ADVICE_MESSAGE_MIN, planAdviceFromForm } from '@/lib/validation/plan-advice-fields';
import { BotFields } from './forms/bot-fields';
import { Field } from './forms/field';
import { FormAlerts, SubmitRow } from './forms/form-feedback';
import { useForm } from './forms/use-form';

export type PlanAdviceCopy = {
  heading: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  messageLabel: string;
  agreeLabel: string;
  submitLabel: string;
  sendingLabel: string;
  successText: string;
};

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/plan-advice').then((m) => m.planAdviceSchema);

const legalLinks = footerNav.legal.filter((l) => l.href === '/terms' || l.href === '/privacy');
const label = 'text-sm font-medium text-slate-800';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/**
 * "Get plan advice" (the spec's Plans-page form state, made real): the agreement must be
 * ticked, else 'Please agree to Terms and Privacy Policy' shows inline; on success the form
 * is reset (the text cleared, the box unticked).
 */
export function PlanAdviceForm({ copy }: { copy: PlanAdviceCopy }) {
  const [sent, setSent] = useState(false);
  const { form, started, pending, errors, message } = useForm<
    'name' | 'email' | 'message' | 'agree'
  >({
    action: '/api/plan-advice',
    loadSchema,
    fromForm: planAdviceFromForm,
    onSuccess: () => setSent(true),
  });

  return (
    <form {...form} className="relative grid gap-4 sm:grid-cols-2">
      <BotFields started={started} />
      <Field name="name" label={copy.nameLabel} error={errors.name} required labelClassName={label}>
        {(control) => <input {...control} autoComplete="name" className={input} />}
      </Field>
      <Field
        name="email"
        label={copy.emailLabel}
        error={errors.email}
        required
        labelClassName={label}
      >
        {(control) => <input {...control} type="email" autoComplete="email" className={input} />}
      </Field>
      <Field
        name="message"
        label={copy.messageLabel}
        error={errors.message}
        required
        className="sm:col-span-2"
        labelClassName={label}
      >
        {(control) => (
          <textarea {...control} rows={4} minLength={ADVICE_MESSAGE_MIN} className={input} />
        )}
      </Field>
      <Field
        name="agree"
        label={
          <>
            {copy.agreeLabel}{' '}
            {legalLinks.map((l, i) => (
              <span key={l.href}>
                {i > 0 ? ' / ' : null}
                <Link href={l.href} className="font-medium text-brand-800 underline">
                  {l.label}
                </Link>
              </span>
            ))}
          </>
        }
        error={errors.agree}
        required
        check
        className="sm:col-span-2"
        labelClassName="text-sm text-slate-800"
      >
        {(control) => (
          <input {...control} type="checkbox" className="mt-1 h-4 w-4 accent-brand-700" />
        )}
      </Field>
      <SubmitRow
        pending={pending}
        sent={sent}
        copy={copy}
        className="flex flex-wrap items-center gap-4 sm:col-span-2"
      />
      <FormAlerts message={message} errors={errors} className="bg-red-50 sm:col-span-2" />
    </form>
  );
}
