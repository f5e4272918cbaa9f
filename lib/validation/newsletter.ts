import { emailField } from './fields';
import { z } from './zod';

/** One schema for the browser and the server. */
export const newsletterSchema = z.object({
  email: emailField,
  consent: z.literal(true, { error: 'Tick the box to agree to receive the newsletter.' }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export { firstErrors, type FieldErrors } from './form';

export * from './newsletter-fields';
