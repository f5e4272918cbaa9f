import { messageField, senderFields } from './fields';
import { fill, formMessagesFor, perLocale } from './messages';
import { z } from './zod';

// The form's words come with its schema: the browser loads both when the visitor starts on it.
export { formMessagesFor } from './messages';
import { CONTACT_SUBJECTS, MESSAGE_MAX, MESSAGE_MIN } from './contact-fields';
import { DEFAULT_LOCALE, latinDigits } from '../../i18n/format';

export { firstErrors } from './form';
export * from './contact-fields';

const PHONE_MAX = 25;

/**
 * One schema for the browser and the server (spec sections 3 and 5): name, email, subject and
 * message required; phone optional (Arabic-Indic digits read as Latin ones); message at least
 * 50 characters; consent required. The same rules in every language; the messages are the
 * visitor's (made once per language).
 */
export const contactSchemaFor = perLocale((locale) => {
  const m = formMessagesFor(locale).validation;
  return z.object({
    ...senderFields(locale),
    phone: z
      .string()
      .transform(latinDigits)
      .pipe(
        z
          .string()
          .trim()
          .max(PHONE_MAX, fill(m.phone.max, { max: PHONE_MAX }, locale))
          .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,23}$/.test(v), m.phone.invalid),
      )
      .optional()
      .transform((v) => (v ? v : undefined)),
    subject: z.enum(CONTACT_SUBJECTS, { error: m.subject.invalid }),
    message: messageField(m.contactMessage, [MESSAGE_MIN, MESSAGE_MAX], locale),
    consent: z.literal(true, { error: m.contactConsent.required }),
  });
});

/** The English schema (scripts and tests). */
export const contactSchema = contactSchemaFor(DEFAULT_LOCALE);

export type ContactInput = z.infer<typeof contactSchema>;
