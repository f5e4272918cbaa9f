import { emailField } from './fields';
import { z } from './zod';

export * from './price-report-fields';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** "Report a wrong price" on a catalogue plan page: one schema for the browser and the server. */
export const priceReportSchema = z.object({
  planId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'This report is not attached to a plan: reload the page.'),
  problem: z
    .string({ error: 'Tell us what is wrong with the price.' })
    .trim()
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(2000, 'Your report can be at most 2000 characters.'),
  sourceUrl: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'Enter a web address starting with https://, or leave it empty.' })
      .max(500, 'That address is too long.')
      .optional(),
  ),
  email: z.preprocess(blankToUndefined, emailField.optional()),
});

export type PriceReportInput = z.infer<typeof priceReportSchema>;
