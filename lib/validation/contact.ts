import { nameField, emailField, textField } from './fields';
import { fill, formMessages } from './messages';
import { z } from './zod';
import { CONTACT_SUBJECTS, MESSAGE_MAX, MESSAGE_MIN } from './contact-fields';

export { firstErrors } from './form';
export * from './contact-fields';

/**
 * One schema for the browser and the server (spec sections 3 and 5): name, email, subject and
 * message required; phone optional; message at least 50 characters; consent required.
 */
const m = formMessages.validation;
const PHONE_MAX = 25;

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, fill(m.phone.max, { max: PHONE_MAX }))
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,23}$/.test(v), m.phone.invalid)
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, { error: m.subject.invalid }),
  message: textField({
    required: m.contactMessage.required,
    label: m.contactMessage.label,
    multiline: true,
    min: [MESSAGE_MIN, fill(m.contactMessage.min, { min: MESSAGE_MIN })],
    max: [MESSAGE_MAX, fill(m.contactMessage.max, { max: MESSAGE_MAX })],
  }),
  consent: z.literal(true, { error: m.contactConsent.required }),
});

export type ContactInput = z.infer<typeof contactSchema>;
