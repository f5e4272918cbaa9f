'use client';

import { STARTED_FIELD } from '@/lib/forms/fields';
import { contactFromForm } from '@/lib/validation/contact-fields';
import { newsletterFromForm } from '@/lib/validation/newsletter-fields';
import { planAdviceFromForm } from '@/lib/validation/plan-advice-fields';
import { priceReportFromForm } from '@/lib/validation/price-report-fields';
import { FormContext, FormLiveContext, postedForm, useForm, type FormSpec } from './use-form';

// The site's posted forms: each one's route and shared zod schema (loaded when the visitor starts
// on the form, not with the page). A server component names one by its key.
const POSTED = {
  contact: postedForm({
    action: '/api/contact',
    loadSchema: () => import('@/lib/validation/contact').then((m) => m.contactSchema),
    fromForm: contactFromForm,
  }),
  newsletter: postedForm({
    action: '/api/newsletter',
    loadSchema: () => import('@/lib/validation/newsletter').then((m) => m.newsletterSchema),
    fromForm: newsletterFromForm,
  }),
  planAdvice: postedForm({
    action: '/api/plan-advice',
    loadSchema: () => import('@/lib/validation/plan-advice').then((m) => m.planAdviceSchema),
    fromForm: planAdviceFromForm,
  }),
  priceReport: postedForm({
    action: '/api/price-report',
    loadSchema: () => import('@/lib/validation/price-report').then((m) => m.priceReportSchema),
    fromForm: priceReportFromForm,
  }),
} satisfies Record<string, FormSpec>;
export type PostedFormKind = keyof typeof POSTED;

/**
 * The one form of the site: a real HTML form that works without JavaScript, and the script
 * (use-form.ts) around its server-rendered fields (`children`), whose client leaves read its
 * state: <Control>, <FieldError>, <SubmitButton>, <SubmitRow>, <FormAlerts>, <SentDialog>.
 *
 * `form` is a posted form's key (from a server component) or a whole `FormSpec` (from a client
 * component, e.g. a GET form whose `send` updates the URL state in place). `watch` names the
 * fields whose live values leaves show (a character count, a consent gate). `done` replaces the
 * form once it was sent (the newsletter's note).
 */
export function EnhancedForm({
  form: kind,
  className,
  watch,
  done,
  children,
}: {
  form: PostedFormKind | FormSpec;
  className: string;
  watch?: string[];
  done?: React.ReactNode;
  children: React.ReactNode;
}) {
  const spec = typeof kind === 'string' ? POSTED[kind] : kind;
  const { form, started, state, live } = useForm(spec, { watch });
  if (state.sent && done) return done;
  return (
    <form {...form} className={className}>
      {started === null ? null : <input type="hidden" name={STARTED_FIELD} value={started} />}
      <FormContext value={state}>
        <FormLiveContext value={live}>{children}</FormLiveContext>
      </FormContext>
    </form>
  );
}
