import { fieldsFor, messageField, urlField } from './fields';
import { formMessagesFor, perLocale } from './messages';
import { z } from './zod';

// The form's words come with its schema: the browser loads both when the visitor starts on it.
export { formMessagesFor } from './messages';
import { DEFAULT_LOCALE } from '../../i18n/format';

export * from './price-report-fields';

const PROBLEM_MIN = 10;
const PROBLEM_MAX = 2000;
const SOURCE_MAX = 500;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * "Report a wrong price" on a catalogue plan page: one schema for the browser and the server,
 * its messages in the visitor's language.
 */
export const priceReportSchemaFor = perLocale((locale) => {
  const m = formMessagesFor(locale).validation;
  return z.object({
    planId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.priceReportPlan.invalid),
    problem: messageField(m.priceReportProblem, [PROBLEM_MIN, PROBLEM_MAX], locale),
    sourceUrl: urlField({
      label: m.priceReportSource.label,
      invalid: m.priceReportSource.invalid,
      unreadable: m.priceReportSource.unreadable,
      max: [SOURCE_MAX, m.priceReportSource.max],
      locale,
    }),
    email: z.preprocess(blankToUndefined, fieldsFor(locale).emailField.optional()),
    /** Consent to process the report, asked beside the privacy notice (PDPL Article 13(2)). */
    consent: z.literal(true, { error: m.priceReportConsent.required }),
  });
});

/** The English schema (scripts and tests). */
export const priceReportSchema = priceReportSchemaFor(DEFAULT_LOCALE);

export type PriceReportInput = z.infer<typeof priceReportSchema>;
