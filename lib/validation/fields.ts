import { z } from './zod';

/** Field rules shared by every form's schema, so a name or an address means the same everywhere. */
export const nameField = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(100, 'Your name can be at most 100 characters.');

export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));
