'use client';

import type { Locale } from '@/lib/i18n/format';
import { contactFromForm } from '@/lib/forms/validation/contact-fields';
import { firstErrors, type FieldErrors } from '@/lib/forms/validation/form';
import { newsletterFromForm } from '@/lib/forms/validation/newsletter-fields';
import { planAdviceFromForm } from '@/lib/forms/validation/plan-advice-fields';
import { priceReportFromForm } from '@/lib/forms/validation/price-report-fields';

type Schema = {
  safeParse: (
    input: unknown,
  ) => { success: true } | { success: false; error: import('zod').ZodError };
};
type Check = (form: FormData) => FieldErrors<string>;
/** What the browser says itself when the server's answer cannot be had, in the page's language. */
export type PostStatus = { serverError: string; offline: string };
type Validation = { formMessagesFor: (locale: Locale) => { status: PostStatus } };

/**
 * A posted form's browser check: its shared zod schema in the page's language, loaded when the
 * visitor starts on the form (not with the page); the server checks again with the same schema.
 * If the schema cannot be had, the form is sent unchecked. The module brings the browser's own
 * status lines too (the page itself carries no form messages).
 */
function checked<M extends Validation>(
  module: () => Promise<M>,
  schemaOf: (m: M, locale: Locale) => Schema,
  fromForm: (form: FormData) => unknown,
) {
  const made = new Map<Locale, Check>();
  const words = new Map<Locale, PostStatus>();
  const loading = new Map<Locale, Promise<unknown>>();
  const load = (locale: Locale) => {
    let p = loading.get(locale);
    if (!p) {
      p = module().then(
        (m) => {
          words.set(locale, m.formMessagesFor(locale).status);
          const schema = schemaOf(m, locale);
          made.set(locale, (form) => {
            const parsed = schema.safeParse(fromForm(form));
            return parsed.success ? {} : firstErrors(parsed.error);
          });
        },
        () => made.set(locale, () => ({})),
      );
      loading.set(locale, p);
    }
    return p;
  };
  return {
    load,
    loaded: (locale: Locale) => made.get(locale),
    status: (locale: Locale) => words.get(locale),
  };
}

// The site's posted forms' checks; a server component names one by its key.
export const CHECKS = {
  contact: checked(
    () => import('@/lib/forms/validation/contact'),
    (m, l) => m.contactSchemaFor(l),
    contactFromForm,
  ),
  newsletter: checked(
    () => import('@/lib/forms/validation/newsletter'),
    (m, l) => m.newsletterSchemaFor(l),
    newsletterFromForm,
  ),
  planAdvice: checked(
    () => import('@/lib/forms/validation/plan-advice'),
    (m, l) => m.planAdviceSchemaFor(l),
    planAdviceFromForm,
  ),
  priceReport: checked(
    () => import('@/lib/forms/validation/price-report'),
    (m, l) => m.priceReportSchemaFor(l),
    priceReportFromForm,
  ),
};
export type CheckedFormKind = keyof typeof CHECKS;
