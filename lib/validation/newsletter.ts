import { z } from './zod';

/** One schema for the browser and the server. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  consent: z.literal(true, { error: 'Tick the box to agree to receive the newsletter.' }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export { firstErrors, type FieldErrors } from './form';

export * from './newsletter-fields';
