/** content/pages/complain.mdx: the copy of "Write my complaint" (/complain) and its letter. */
import { CATALOGUE_OPERATORS, type OperatorId } from '../../../catalogue/constants';
import {
  COMPLAINT_FIELDS,
  HINTED_FIELDS,
  DEVICE_TERMS,
  SERVICES,
  type ComplaintField,
} from '../../../complain/fields';
import { z } from '../../../forms/validation/zod';
import { sourceSchema } from '../../sources';
import { labelsFor, pluralForms, text } from '../shared';

/** The operators a letter can be addressed to: the catalogue's (their names are copy). */
export const COMPLAINT_OPERATORS = CATALOGUE_OPERATORS;
export type ComplaintOperator = OperatorId;

// The form's fields live in the zod-free module the form's script reads (lib/complain/fields.ts).
export { COMPLAINT_FIELDS, type ComplaintField };

const operator = z
  .object({
    /** The operator's name as a letter addresses it. */
    name: text,
    /** The letter's addressee: the operator and its customer care department. */
    addressee: text,
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
        /** Before the day a source was published, when its entry gives one ("dated", «بتاريخ»). */
        publishedLabel: text,
        /** Before the day we read a source ("accessed", «تاريخ الاطلاع»). */
        accessedLabel: text,
      })
      .strict(),
    form: z
      .object({
        heading: text,
        labels: labelsFor(COMPLAINT_FIELDS),
        hints: labelsFor(HINTED_FIELDS),
        /** The options of the VAT question; "{rate}" is the rate with its % sign. */
        vat: labelsFor(['included', 'excluded']),
        services: labelsFor(SERVICES),
        devices: labelsFor(DEVICE_TERMS),
        letterLocales: labelsFor(['en', 'ar']),
        optional: text,
        submit: text,
        sending: text,
        errorSummary: text,
      })
      .strict(),
    /**
     * Field errors; "{date}", "{rental}", "{deviceDue}", "{days}" and "{allowed}" are filled in,
     * "{max}" with the field's limit.
     */
    errors: z
      .object({
        required: text,
        choose: text,
        tooLong: text,
        date: text,
        future: text,
        beforeActivation: text,
        beforeRule: text,
        /** A mobile contract left under the earlier rule: its signing day is needed, `{date}` its first day. */
        signedRequired: text,
        signedBeforeRule: text,
        signedAfterLeaving: text,
        replyBy: text,
        amount: text,
        withinCap: text,
        /** Device charges above those due by exactly the VAT on them: `{vat}`, `{rate}`. */
        deviceVatOnly: text,
        outsideWindow: text,
        days: text,
        writtenBefore: text,
        replyBeforeLetter: text,
      })
      .strict(),
    operators: z.object({ eand: operator, du: operator, 'virgin-mobile': operator }).strict(),
    /** The letter's sentences, in the letter's language; "{slots}" are filled in (lib/complain/letter.ts). */
    letter: z
      .object({
        heading: text,
        dated: text,
        to: text,
        subject: text,
        greeting: text,
        opening: text,
        happened: text,
        amount: text,
        exitFeeOver: text,
        exitFeeWithin: text,
        /** A fee above the cap for a contract the cap did not yet cover: said, not claimed. */
        exitFeeNotCovered: text,
        exitDeviceOver: text,
        exitDeviceWithin: text,
        /** The total when both are above: the device part a billing error, the fee above the cap. */
        exitTotal: text,
        /** The day a contract left under the earlier rule was signed, `{signed}`. */
        signed: text,
        vatIncluded: text,
        vatExcluded: text,
        activated: text,
        /** An amount in prose, "{amount}" its figure: "AED {amount}", "{amount} درهم". */
        money: text,
        /** A count of days ("19 days"), per plural category. */
        days: pluralForms,
        window: text,
        ownWindow: text,
        ownWindowOpen: text,
        ownTermsEvidence: text,
        operatorTerms: text,
        operatorTermsEvidence: text,
        rule: text,
        source: text,
        /** A source's title with the day it was published, when its entry gives one: `{title}`, `{date}`. */
        sourceDated: text,
        /**
         * The regulator's consumer affairs page (next.tdra) as a letter in this language cites it:
         * its title as the page in this language gives it. A problem sourced to the English page
         * cites, in an Arabic letter, the Arabic page with its Arabic title.
         */
        regulatorSource: z.object({ title: text, publisher: text }).strict(),
        request: text,
        replyBy: text,
        contact: text,
        /** When no contact is given: the operator answers through the account's registered details. */
        noContact: text,
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
