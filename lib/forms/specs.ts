/**
 * The four public forms that leave something with the site, as the one pipeline (./action.ts)
 * takes them: each one's rate limit, schema, fields, what is stored and its thank-you page. Their
 * Server Actions (./actions.ts) pass them on; the tests run them through `runFormPost`.
 */
import 'server-only';
import { getCatalogueSlugs } from '../content/catalogue';
import type { FormActionSpec } from './action';
import { storeContactMessage, type ContactRecordInput } from './contact';
import { subscribe } from './newsletter';
import { contactFromForm, contactSchemaFor } from './validation/contact';
import { formMessagesFor, perLocale } from './validation/messages';
import { newsletterFromForm, newsletterSchemaFor } from './validation/newsletter';
import { planAdviceFromForm, planAdviceSchemaFor } from './validation/plan-advice';
import { priceReportFromForm, priceReportSchemaFor } from './validation/price-report';
import type { z } from './validation/zod';
import type { Locale } from '../i18n/format';

/**
 * A form that leaves a message for the operator (contact, plan advice, price report): stored in
 * the visitor's language with its notification mail, thanked on the contact thank-you page.
 */
function messageForm<S extends z.ZodType>(
  schema: (locale: Locale) => S,
  read: (form: FormData) => unknown,
  record: (data: z.infer<S>) => Omit<ContactRecordInput, 'locale'>,
): FormActionSpec<S> {
  return {
    limit: 'contact',
    schema,
    read,
    store: (db, data, meta) =>
      storeContactMessage(db, { ...record(data), locale: meta.locale }, meta),
    success: '/contact/thank-you',
    inPlace: true,
  };
}

/** The contact form: the form's fields are the message's (storeContactMessage keeps its own). */
export const CONTACT_FORM = messageForm(contactSchemaFor, contactFromForm, (data) => ({
  ...data,
  source: 'contact',
}));

/** "Get plan advice" from /plans: a contact message with subject Plans. */
export const PLAN_ADVICE_FORM = messageForm(planAdviceSchemaFor, planAdviceFromForm, (data) => ({
  ...data,
  source: 'plans',
  subject: 'plans',
}));

/** The price report's schema, and the plan must be in the catalogue; per language. */
const knownPlan = perLocale((locale) =>
  priceReportSchemaFor(locale).refine((d) => getCatalogueSlugs().has(d.planId), {
    path: ['planId'],
    message: formMessagesFor(locale).server.unknownPlan,
  }),
);

/** "Report a wrong price" from a catalogue plan page: a contact message that names its plan. */
export const PRICE_REPORT_FORM = messageForm(knownPlan, priceReportFromForm, (data) => ({
  source: 'price-report',
  planId: data.planId,
  name: '',
  email: data.email ?? '',
  subject: 'price-report',
  message: data.problem,
  sourceUrl: data.sourceUrl ?? null,
}));

/** The newsletter sign-up: a pending subscriber and the confirmation mail in their language. */
export const NEWSLETTER_FORM: FormActionSpec<ReturnType<typeof newsletterSchemaFor>> = {
  limit: 'newsletter',
  schema: newsletterSchemaFor,
  read: newsletterFromForm,
  store: (db, data, meta) => subscribe(db, data.email, new Date(), meta.locale),
  success: '/newsletter/thank-you',
  inPlace: true,
};
