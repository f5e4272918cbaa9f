import { emailField } from './fields';
import { formMessages } from './messages';
import { z } from './zod';

/** One schema for the browser and the server. */
export const newsletterSchema = z.object({
  email: emailField,
  consent: z.literal(true, { error: formMessages.validation.newsletterConsent.required }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export { firstErrors, type FieldErrors } from './form';

export * from './newsletter-fields';
