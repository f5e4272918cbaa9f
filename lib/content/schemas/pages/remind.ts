/**
 * content/pages/remind.mdx: "Remind me before it ends" (/remind, issue 54): the form, its errors,
 * and the words of the calendar file and of the reminder's e-mails, in the page's language.
 */
import { z } from '../../../forms/validation/zod';
import { pageHeaderCopy, pluralForms, text } from '../shared';

/** A text that must hold each `{slot}` it is filled with. */
const withSlots = (...slots: string[]) =>
  text.refine(
    (s) => slots.every((k) => s.includes(`{${k}}`)),
    `must contain ${slots.map((k) => `{${k}}`).join(' and ')}`,
  );

export const REMIND_ERRORS = [
  'what',
  'date',
  'months',
  'startOrEnd',
  'past',
  'tooFar',
  'lead',
  'leadPassed',
  'plan',
] as const;

export const remindBlocksSchema = z
  .object({
    header: pageHeaderCopy,
    /** What is kept, said before the visitor types anything. */
    privacy: text,
    form: z
      .object({
        heading: text,
        errorSummary: text,
        what: text,
        whatContract: text,
        whatPromotion: text,
        plan: text,
        planNone: text,
        /** Under the fields when the catalogue does not state the plan's contract or promotion length. */
        notStated: withSlots('plan'),
        /** Under the fields when they were prefilled from the catalogue. */
        prefilled: withSlots('plan'),
        started: text,
        ends: text,
        endsHint: text,
        months: text,
        monthsHint: text,
        lead: text,
        leadOption: withSlots('days'),
      })
      .strict(),
    calendar: z.object({ heading: text, text, button: text }).strict(),
    email: z
      .object({
        heading: text,
        text,
        /** The calendar form's second button: on to the e-mail form with the same fields. */
        next: text,
        summary: withSlots('summary', 'date', 'days'),
        change: text,
        email: text,
        consent: text,
        button: text,
        consentRequired: text,
        emailInvalid: text,
      })
      .strict(),
    /** The page after the e-mail form (/remind/thank-you). */
    sent: z.object({ heading: text, text }).strict(),
    /** The mailed confirmation link's page (/remind/confirm): a button, then the outcome. */
    confirm: z
      .object({ heading: text, text, button: text, confirmed: text, invalid: text, expired: text })
      .strict(),
    /** The mailed delete link's page (/remind/delete). */
    delete: z.object({ heading: text, text, button: text, done: text, invalid: text }).strict(),
    mail: z
      .object({
        confirmSubject: withSlots('brand'),
        confirmIntro: withSlots('brand', 'days', 'summary', 'date'),
        confirmButton: text,
        confirmExpiry: pluralForms,
        subject: withSlots('summary'),
        intro: withSlots('brand', 'days'),
        delete: text,
      })
      .strict(),
    errors: z.object(Object.fromEntries(REMIND_ERRORS.map((k) => [k, text]))).strict(),
    /** The words of the calendar entry and of the reminder e-mail (the same content). */
    entry: z
      .object({
        yourPlan: text,
        summaryContract: withSlots('plan'),
        summaryPromotion: withSlots('plan'),
        endsContract: withSlots('date'),
        endsPromotion: withSlots('date'),
        costAfter: withSlots('plan', 'price', 'source'),
        exitFee: withSlots('source'),
        compare: withSlots('url'),
        switching: withSlots('url'),
        complain: withSlots('url'),
        alarm: withSlots('summary', 'days'),
        days: pluralForms,
      })
      .strict(),
  })
  .strict();

export type RemindBlocks = z.infer<typeof remindBlocksSchema>;
export type RemindError = (typeof REMIND_ERRORS)[number];
