import { fill, formMessages } from './messages';
import { z } from './zod';

const m = formMessages.validation;
const NAME_MAX = 100;

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
      m.text.controls.replace('{label}', opts.label),
    )
    .refine(
      (v) => opts.multiline || !BIDI_CONTROL.test(v),
      m.text.bidi.replace('{label}', opts.label),
    )
    .refine((v) => v.replace(INVISIBLE, '') !== '', opts.required);
  if (opts.min) inner = inner.min(opts.min[0], opts.min[1]);
  inner = inner.max(opts.max[0], opts.max[1]);
  return z.string({ error: opts.required }).transform(normaliseText).pipe(inner);
}

/** Field rules shared by every form's schema, so a name or an address means the same everywhere. */
export const nameField = textField({
  required: m.name.required,
  label: m.name.label,
  max: [NAME_MAX, fill(m.name.max, { max: NAME_MAX })],
});

export const emailField = z
  .string({ error: m.email.required })
  .trim()
  .min(1, m.email.required)
  .max(254, m.email.max)
  .pipe(z.email(m.email.invalid));
