/** content/pages/complain.mdx: the copy of "Write my complaint" (/complain) and its letter. */
import { CATALOGUE_OPERATORS, type OperatorId } from '../../../catalogue/constants';
import { COMPLAINT_FIELDS, type ComplaintField } from '../../../complain/fields';
import { z } from '../../../forms/validation/zod';
import { sourceSchema } from '../../sources';
import { labelsFor, text } from '../shared';

/** The operators a letter can be addressed to: the catalogue's (their names are copy). */
export const COMPLAINT_OPERATORS = CATALOGUE_OPERATORS;
export type ComplaintOperator = OperatorId;

// The form's fields live in the zod-free module the form's script reads (lib/complain/fields.ts).
export { COMPLAINT_FIELDS, type ComplaintField };

const operator = z
  .object({
    /** The operator's name as a letter addresses it. */
    name: text,
    /** Where its customers complain, in words (no address our sources do not give). */
    channel: text,
    /** A complaints address, only with the source that publishes it: the page then offers mailto. */
    email: z.email().optional(),
    emailSource: sourceSchema.optional(),
  })
  .strict()
  .refine((o) => !o.email || o.emailSource, {
    message: 'an email address needs the source that publishes it (emailSource)',
    path: ['emailSource'],
  });

const https = z.url({ protocol: /^https$/ });

export const complainBlocksSchema = z
  .object({
    hero: z.object({ heading: text, lead: text, privacy: text }).strict(),
    picker: z
      .object({
        heading: text,
        legend: text,
        submit: text,
        chosen: text,
        change: text,
        guideLink: text,
        sourcesLabel: text,
      })
      .strict(),
    form: z
      .object({
        heading: text,
        labels: labelsFor(COMPLAINT_FIELDS),
        hints: labelsFor(['account', 'amount', 'deviceDue', 'description', 'request', 'replyBy']),
        vat: labelsFor(['included', 'excluded']),
        letterLocales: labelsFor(['en', 'ar']),
        optional: text,
        submit: text,
        sending: text,
        errorSummary: text,
      })
      .strict(),
    /** Field errors; "{date}" and "{cap}" are filled in, "{max}" with the field's limit. */
    errors: z
      .object({
        required: text,
        choose: text,
        tooLong: text,
        date: text,
        future: text,
        beforeActivation: text,
        beforeRule: text,
        replyBy: text,
        amount: text,
        withinCap: text,
      })
      .strict(),
    operators: z.object({ eand: operator, du: operator, 'virgin-mobile': operator }).strict(),
    /** The letter's sentences, in the letter's language; "{slots}" are filled in (lib/complain/letter.ts). */
    letter: z
      .object({
        heading: text,
        to: text,
        subject: text,
        greeting: text,
        opening: text,
        happened: text,
        amount: text,
        exitFee: text,
        vatIncluded: text,
        vatExcluded: text,
        activated: text,
        rule: text,
        source: text,
        request: text,
        replyBy: text,
        evidence: text,
        escalation: text,
        closing: text,
      })
      .strict(),
    actions: z
      .object({
        copy: text,
        copied: text,
        download: text,
        print: text,
        printHint: text,
        mailto: text,
        noMailto: text,
        edit: text,
      })
      .strict(),
    next: z
      .object({
        heading: text,
        steps: z.array(text).min(2).max(6),
        /** The TDRA's consumer affairs page in each language: a page links the one in its own. */
        tdra: z.object({ label: text, en: https, ar: https }).strict(),
        waiting: text,
        keepHeading: text,
        keep: z.array(text).min(1).max(8),
      })
      .strict(),
  })
  .strict();

export type ComplainBlocks = z.infer<typeof complainBlocksSchema>;
