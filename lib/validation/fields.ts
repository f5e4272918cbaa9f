import { z } from './zod';

/** C0 and C1 control characters and DEL; a multi-line field keeps newline and tab. */
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_MULTI = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Bidi embeddings, overrides and isolates: they reorder what an operator reads after them. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** White space and characters that render as nothing (zero-width, joiners, BOM, soft hyphen). */
const INVISIBLE = /[\s\u00ad\u034f\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;

/** NFC, one newline convention (a browser posts a textarea's line breaks as CR LF), trimmed. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/**
 * A visitor's free text, the same rules in every form: normalised to NFC and trimmed; refused when
 * it holds control characters (newline and tab allowed in a multi-line field), bidi controls in a
 * single-line field, or nothing visible (only zero-width characters).
 */
export function textField(opts: {
  /** The message for a missing or empty value. */
  required: string;
  /** How the field is named in messages ("Your name", "Your message"). */
  label: string;
  multiline?: boolean;
  min?: [number, string];
  max: [number, string];
}) {
  let inner = z
    .string()
    .refine(
      (v) => !(opts.multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(v),
      `${opts.label} contains control characters: please remove them.`,
    )
    .refine(
      (v) => opts.multiline || !BIDI_CONTROL.test(v),
      `${opts.label} contains text-direction control characters: please remove them.`,
    )
    .refine((v) => v.replace(INVISIBLE, '') !== '', opts.required);
  if (opts.min) inner = inner.min(opts.min[0], opts.min[1]);
  inner = inner.max(opts.max[0], opts.max[1]);
  return z.string({ error: opts.required }).transform(normaliseText).pipe(inner);
}

/** Field rules shared by every form's schema, so a name or an address means the same everywhere. */
export const nameField = textField({
  required: 'Enter your name.',
  label: 'Your name',
  max: [100, 'Your name can be at most 100 characters.'],
});

export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));
