import { fieldsFor } from './fields';
import { formMessagesFor, perLocale } from './messages';
import { z } from './zod';

// The form's words come with its schema: the browser loads both when the visitor starts on it.
export { formMessagesFor } from './messages';
import { DEFAULT_LOCALE } from '../../i18n/format';

/** One schema for the browser and the server; its messages in the visitor's language. */
export const newsletterSchemaFor = perLocale((locale) =>
  z.object({
    email: fieldsFor(locale).emailField,
    consent: z.literal(true, {
      error: formMessagesFor(locale).validation.newsletterConsent.required,
    }),
  }),
);

/** The English schema (scripts and tests). */
export const newsletterSchema = newsletterSchemaFor(DEFAULT_LOCALE);

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export { firstErrors, type FieldErrors } from './form';

export * from './newsletter-fields';
