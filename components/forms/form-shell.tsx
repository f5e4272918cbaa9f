'use client';

import { STARTED_FIELD } from '@/lib/forms/fields';
import { newsletterFromForm } from '@/lib/validation/newsletter-fields';
import { planAdviceFromForm } from '@/lib/validation/plan-advice-fields';
import { priceReportFromForm } from '@/lib/validation/price-report-fields';
import { FormContext, useForm } from './use-form';

// Each form's route and shared zod schema (loaded when the visitor starts on the form, not with the page).
const FORMS = {
  newsletter: {
    action: '/api/newsletter',
    loadSchema: () => import('@/lib/validation/newsletter').then((m) => m.newsletterSchema),
    fromForm: newsletterFromForm,
  },
  planAdvice: {
    action: '/api/plan-advice',
    loadSchema: () => import('@/lib/validation/plan-advice').then((m) => m.planAdviceSchema),
    fromForm: planAdviceFromForm,
  },
  priceReport: {
    action: '/api/price-report',
    loadSchema: () => import('@/lib/validation/price-report').then((m) => m.priceReportSchema),
    fromForm: priceReportFromForm,
  },
};
export type FormKind = keyof typeof FORMS;

/**
 * A form's script: `useForm` around the server-rendered fields (`children`), whose client
 * leaves read its state. `done` replaces the form once it was sent (the newsletter's note).
 */
export function FormShell({
  kind,
  className,
  done,
  children,
}: {
  kind: FormKind;
  className: string;
  done?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { form, started, state } = useForm(FORMS[kind]);
  if (state.sent && done) return done;
  return (
    <form {...form} className={className}>
      <input type="hidden" name={STARTED_FIELD} value={started} />
      <FormContext value={state}>{children}</FormContext>
    </form>
  );
}
