'use client';

import { useState } from 'react';
import { priceReportFromForm } from '@/lib/validation/price-report-fields';
import { BotFields } from './forms/bot-fields';
import { Field } from './forms/field';
import { FormAlerts, SubmitRow } from './forms/form-feedback';
import { useForm } from './forms/use-form';

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

const label = 'text-sm font-medium text-slate-800';
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/** "Report a wrong price" on a catalogue plan page: posts to /api/price-report (works without JS too). */
export function PriceReportForm({ planId, copy }: { planId: string; copy: PriceReportCopy }) {
  const [sent, setSent] = useState(false);
  const { form, started, pending, errors, message } = useForm<
    'problem' | 'sourceUrl' | 'email' | 'planId'
  >({
    action: '/api/price-report',
    loadSchema,
    fromForm: priceReportFromForm,
    onSuccess: () => setSent(true),
  });
  const alert = errors.planId ?? message;

  return (
    <form {...form} className="relative grid gap-4">
      <BotFields started={started} />
      <input type="hidden" name="planId" value={planId} />
      <Field
        name="problem"
        label={copy.problemLabel}
        error={errors.problem}
        required
        labelClassName={label}
      >
        {(control) => <textarea {...control} rows={3} minLength={10} className={input} />}
      </Field>
      <Field
        name="sourceUrl"
        label={copy.sourceLabel}
        error={errors.sourceUrl}
        labelClassName={label}
      >
        {(control) => <input {...control} type="url" inputMode="url" className={input} />}
      </Field>
      <Field name="email" label={copy.emailLabel} error={errors.email} labelClassName={label}>
        {(control) => <input {...control} type="email" autoComplete="email" className={input} />}
      </Field>
      <SubmitRow pending={pending} sent={sent} copy={copy} />
      <FormAlerts message={alert} errors={errors} />
    </form>
  );
}
