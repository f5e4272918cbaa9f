/**
 * The words of the site's mails, from content/forms/mail.json and its Arabic translation
 * content/ar/forms/mail.json, each checked by this schema when first imported (a missing or empty
 * text fails the build's type check and the unit tests).
 */
import { z } from '../forms/validation/zod';
import type { Locale } from '../i18n/format';
import en from '../../content/forms/mail.json';
import ar from '../../content/ar/forms/mail.json';

const text = z.string().trim().min(1);
const withSlots = (...slots: string[]) =>
  text.refine(
    (s) => slots.every((k) => s.includes(`{${k}}`)),
    `must contain ${slots.map((k) => `{${k}}`).join(' and ')}`,
  );
const pluralForms = z
  .object({ zero: text, one: text, two: text, few: text, many: text, other: text })
  .partial()
  .required({ other: true })
  .strict();

/** The mails a visitor gets, in the language they used. */
const visitorMails = {
  newsletterConfirmation: z
    .object({ subject: text, intro: text, button: text, expiry: pluralForms, unsubscribe: text })
    .strict(),
};

/** Those in every language's mail.json. */
export const visitorMailCopySchema = z.object(visitorMails).strict();

/**
 * The English file also has the operator's notice of a new message: the operator reads English,
 * so it has no translation (content/ar/forms/mail.json has no `contactNotification`).
 */
export const mailCopySchema = z
  .object({
    contactNotification: z
      .object({
        subject: withSlots('id'),
        text: withSlots('id', 'language'),
        /** What a stored message is, by the form it came from. */
        kinds: z.object({ contact: text, plans: text, 'price-report': text }).strict(),
        /** A price report's subject: the plan it is about. */
        priceReportSubject: withSlots('plan'),
        /** The language the visitor wrote in, so the reply can be in it: `{language}` in text. */
        languages: z.object({ en: text, ar: text }).strict(),
      })
      .strict(),
    ...visitorMails,
  })
  .strict();

export type MailCopy = z.infer<typeof mailCopySchema>;
export type VisitorMailCopy = z.infer<typeof visitorMailCopySchema>;

const COPY: Record<Locale, VisitorMailCopy> = {
  en: mailCopySchema.parse(en),
  ar: visitorMailCopySchema.parse(ar),
};

/** The words of the mails a visitor gets, in `locale` (the language the visitor used). */
export function mailCopyFor(locale: Locale): VisitorMailCopy {
  return COPY[locale];
}

/** The English words (the operator's notifications; tests). */
export const mailCopy: MailCopy = mailCopySchema.parse(en);
