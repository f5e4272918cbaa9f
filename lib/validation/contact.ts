import { nameField, emailField, textField } from './fields';
import { z } from './zod';
import { CONTACT_SUBJECTS, MESSAGE_MAX, MESSAGE_MIN } from './contact-fields';

export { firstErrors } from './form';
export * from './contact-fields';

/**
 * One schema for the browser and the server (spec sections 3 and 5): name, email, subject and
 * message required; phone optional; message at least 50 characters; consent required.
 */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(25, 'Enter a phone number of at most 25 characters.')
    .refine(
      (v) => v === '' || /^\+?[0-9][0-9 ()-]{5,23}$/.test(v),
      'Enter a valid phone number using digits, spaces and an optional leading +, or leave it empty.',
    )
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Choose a subject from the list.' }),
  message: textField({
    required: 'Enter your message.',
    label: 'Your message',
    multiline: true,
    min: [MESSAGE_MIN, `Your message needs at least ${MESSAGE_MIN} characters.`],
    max: [MESSAGE_MAX, `Your message can be at most ${MESSAGE_MAX} characters.`],
  }),
  consent: z.literal(true, {
    error: 'Tick the box to agree that we may use your details to answer you.',
  }),
});

export type ContactInput = z.infer<typeof contactSchema>;
