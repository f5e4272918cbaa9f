/**
 * content/pages/remind.mdx: "Remind me before it ends" (/remind, issue 54): the form, its errors,
 * and the words of the calendar file and of the reminder's e-mails, in the page's language.
 */
import { z } from '../../../forms/validation/zod';
import { pageHeaderCopy, pluralForms, text, withSlots } from '../shared';

export const REMIND_ERRORS = [
  'what',
  'date',
  'months',
  'startOrEnd',
  'promotionStart',
  'noContract',
  'endsToday',
  'past',
  'tooSoon',
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
        /** The same, for a plan without a contract: its length is in the operator's offer or the bill. */
        notStatedNoContract: withSlots('plan'),
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
        /** What is kept and for how long: the privacy policy's periods (lib/db/retention.ts). */
        text: withSlots('delivered', 'backup'),
        /** The calendar form's second button: on to the e-mail form with the same fields. */
        next: text,
        summary: withSlots('due', 'days'),
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
    /** Instead, where no mail transport is configured (/remind/thank-you/queued): the mail waits. */
    queued: z.object({ heading: text, text: withSlots('undelivered', 'hours') }).strict(),
    /** The mailed confirmation link's page (/remind/confirm): a button, then the outcome. */
    confirm: z
      .object({
        heading: text,
        text,
        button: text,
        confirmed: text,
        /** Confirmed, where no mail transport is configured: its mail will wait, then go unsent. */
        confirmedQueued: withSlots('undelivered'),
        invalid: text,
        expired: text,
      })
      .strict(),
    /** The mailed delete link's page (/remind/delete). */
    delete: z.object({ heading: text, text, button: text, done: text, invalid: text }).strict(),
    mail: z
      .object({
        confirmSubject: withSlots('brand'),
        confirmIntro: withSlots('brand', 'days', 'due'),
        confirmButton: text,
        confirmExpiry: pluralForms,
        subject: withSlots('summary'),
        intro: withSlots('brand', 'days', 'delivered', 'backup'),
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
        /** What ends and when, inside the page's and the confirmation mail's sentence. */
        dueContract: withSlots('plan', 'date'),
        duePromotion: withSlots('plan', 'date'),
        endsContract: withSlots('date'),
        endsPromotion: withSlots('date'),
        /** Without a catalogue plan: ask the operator what it costs after the end. */
        askOperator: text,
        promotionPrice: withSlots('price'),
        promotionSpeed: withSlots('regular', 'promo'),
        promotionData: withSlots('promo', 'base'),
        promotionDataOnly: withSlots('promo'),
        costAfter: withSlots('plan', 'price', 'source'),
        priceWithVat: withSlots('price', 'net'),
        priceVatIncluded: withSlots('price'),
        exitFee: withSlots('since', 'reported', 'url'),
        afterTerm: text,
        deviceAfter: withSlots('last', 'months', 'url'),
        compare: withSlots('url'),
        switching: withSlots('url'),
        switchingHome: withSlots('url'),
        complain: withSlots('url'),
        alarm: withSlots('summary', 'days'),
        days: pluralForms,
      })
      .strict(),
  })
  .strict();

export type RemindBlocks = z.infer<typeof remindBlocksSchema>;
export type RemindError = (typeof REMIND_ERRORS)[number];
