import { emailField, textField, urlField } from './fields';
import { fill, formMessages } from './messages';
import { z } from './zod';

export * from './price-report-fields';

const m = formMessages.validation;
const PROBLEM_MIN = 10;
const PROBLEM_MAX = 2000;
const SOURCE_MAX = 500;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** "Report a wrong price" on a catalogue plan page: one schema for the browser and the server. */
export const priceReportSchema = z.object({
  planId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.priceReportPlan.invalid),
  problem: textField({
    required: m.priceReportProblem.required,
    label: m.priceReportProblem.label,
    multiline: true,
    min: [PROBLEM_MIN, fill(m.priceReportProblem.min, { min: PROBLEM_MIN })],
    max: [PROBLEM_MAX, fill(m.priceReportProblem.max, { max: PROBLEM_MAX })],
  }),
  sourceUrl: urlField({
    label: m.priceReportSource.label,
    invalid: m.priceReportSource.invalid,
    max: [SOURCE_MAX, m.priceReportSource.max],
  }),
  email: z.preprocess(blankToUndefined, emailField.optional()),
  /** Consent to process the report, asked beside the privacy notice (PDPL Article 13(2)). */
  consent: z.literal(true, { error: m.priceReportConsent.required }),
});

export type PriceReportInput = z.infer<typeof priceReportSchema>;
