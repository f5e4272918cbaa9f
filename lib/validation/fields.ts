import { fill, formMessages } from './messages';
import { z } from './zod';

const m = formMessages.validation;
const NAME_MAX = 100;

/** Field rules shared by every form's schema, so a name or an address means the same everywhere. */
export const nameField = z
  .string({ error: m.name.required })
  .trim()
  .min(1, m.name.required)
  .max(NAME_MAX, fill(m.name.max, { max: NAME_MAX }));

export const emailField = z
  .string({ error: m.email.required })
  .trim()
  .min(1, m.email.required)
  .max(254, m.email.max)
  .pipe(z.email(m.email.invalid));
