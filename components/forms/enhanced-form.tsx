'use client';

import { useLocale } from '@/components/ui/locale-context';
import type { Locale } from '@/lib/i18n/format';
import { LOCALE_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import { contactFromForm } from '@/lib/forms/validation/contact-fields';
import { newsletterFromForm } from '@/lib/forms/validation/newsletter-fields';
import { planAdviceFromForm } from '@/lib/forms/validation/plan-advice-fields';
import { priceReportFromForm } from '@/lib/forms/validation/price-report-fields';
import { FormContext, FormLiveContext, postedForm, useForm, type FormSpec } from './use-form';

/** What a posted form loads: its schema and the browser's status lines, in one language. */
type Loaded = Awaited<ReturnType<Parameters<typeof postedForm>[0]['load']>>;
/** A validation module: its form's status lines (and its schema, picked by `posted`). */
type Validation = { formMessagesFor: (locale: Locale) => { status: Loaded['status'] } };

/** A posted form: its route, and its validation module's schema and status lines in `locale`. */
function posted<M extends Validation>(
  action: string,
  module: () => Promise<M>,
  schemaFor: (m: M) => (locale: Locale) => Loaded['schema'],
  fromForm: (form: FormData) => unknown,
) {
  const load = (locale: Locale) =>
    module().then((m) => ({
      schema: schemaFor(m)(locale),
      status: m.formMessagesFor(locale).status,
    }));
  return { action, load, fromForm };
}

// The site's posted forms: each one's route and shared zod schema with the browser's status lines
// (loaded when the visitor starts on the form, not with the page), in the page's language only. A
// server component names one by its key.
const POSTED = {
  contact: posted(
    '/api/contact',
    () => import('@/lib/forms/validation/contact'),
    (m) => m.contactSchemaFor,
    contactFromForm,
  ),
  newsletter: posted(
    '/api/newsletter',
    () => import('@/lib/forms/validation/newsletter'),
    (m) => m.newsletterSchemaFor,
    newsletterFromForm,
  ),
  planAdvice: posted(
    '/api/plan-advice',
    () => import('@/lib/forms/validation/plan-advice'),
    (m) => m.planAdviceSchemaFor,
    planAdviceFromForm,
  ),
  priceReport: posted(
    '/api/price-report',
    () => import('@/lib/forms/validation/price-report'),
    (m) => m.priceReportSchemaFor,
    priceReportFromForm,
  ),
};
export type PostedFormKind = keyof typeof POSTED;

const specs = new Map<string, FormSpec>();
/** A posted form's spec in `locale` (made once per form and language). */
function postedSpec(kind: PostedFormKind, locale: Locale): FormSpec {
  const key = `${kind}:${locale}`;
  let spec = specs.get(key);
  if (!spec) {
    const { load, ...rest } = POSTED[kind];
    spec = postedForm({ ...rest, load: () => load(locale) });
    specs.set(key, spec);
  }
  return spec;
}

/**
 * The one form of the site: a real HTML form that works without JavaScript, and the script
 * (use-form.ts) around its server-rendered fields (`children`), whose client leaves read its
 * state: <Control>, <FieldError>, <SubmitButton>, <SubmitRow>, <FormAlerts>, <SentDialog>.
 *
 * `form` is a posted form's key. `watch` names the fields whose live values leaves show (a
 * character count, a consent gate). `done` replaces the form once it was sent (the newsletter's
 * note).
 */
export function EnhancedForm({
  form: kind,
  className,
  watch,
  done,
  children,
}: {
  form: PostedFormKind;
  className: string;
  watch?: string[];
  done?: React.ReactNode;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const spec = postedSpec(kind, locale);
  const { form, started, state, live } = useForm(spec, { watch });
  if (state.sent && done) return done;
  return (
    <form {...form} className={className}>
      <input type="hidden" name={STARTED_FIELD} value={started} />
      {/* The page's language, so the server answers in it, with or without JavaScript. */}
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <FormContext value={state}>
        <FormLiveContext value={live}>{children}</FormLiveContext>
      </FormContext>
    </form>
  );
}
