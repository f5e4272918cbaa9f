import { fill, formMessagesFor, perLocale, type FormMessages } from './messages';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/format';
import { z } from './zod';

const NAME_MAX = 100;

/** The messages of the character rules ("{label} contains control characters"), per language. */
type TextMessages = FormMessages['validation']['text'];

/**
 * C0 and C1 control characters and DEL; a single-line field also refuses the line and paragraph
 * separators (U+2028, U+2029), which break a line as surely as LF; a multi-line field keeps
 * newline and tab.
 */
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_MULTI = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Bidi embeddings, overrides and isolates: they reorder what an operator reads after them. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * Tag characters (U+E0000-U+E007F): invisible, they carry hidden ASCII text. Their one visible
 * use, a subdivision flag (black flag U+1F3F4, tags, CANCEL TAG U+E007F), is kept.
 */
const TAG_FLAG = /\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f}/gu;
const TAG = /[\u{e0000}-\u{e007f}]/u;
/**
 * What renders as nothing: white space, Unicode's Default_Ignorable_Code_Point (zero-width
 * characters, joiners, soft hyphen, BOM, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation
 * selectors, tag characters), the Braille blank U+2800, other format and control characters, and
 * combining marks, which show only on a letter before them.
 */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{M}]/gu;
/**
 * A web address holds none of the invisible characters above. White space is not hidden: text
 * with a space in it ("not a link", "ليس رابطًا") is simply not an address, and is told so.
 */
const INVISIBLE_IN_URL = /[\p{Default_Ignorable_Code_Point}\u2800\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether text shows anything at all: not only white space, invisible characters or bare marks. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/** Tag characters outside a subdivision flag (hidden text). */
export function hasHiddenTags(value: string): boolean {
  return TAG.test(value.replace(TAG_FLAG, ''));
}

/**
 * Whether text keeps the character rules of a single-line field (`textField`): no control
 * character, line or paragraph separator, bidi control or hidden tag. For text a visitor sends
 * that is not a field (their browser's User-Agent): it has no error to show, so it is kept or not.
 */
export function keepsSingleLineRules(value: string): boolean {
  return !CONTROL_SINGLE.test(value) && !BIDI_CONTROL.test(value) && !hasHiddenTags(value);
}

/** NFC, one newline convention (a browser posts a textarea's line breaks as CR LF), trimmed. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/**
 * A visitor's free text, the same rules in every form: normalised to NFC and trimmed; refused when
 * it holds control characters (newline and tab allowed in a multi-line field; U+2028 and U+2029
 * refused in a single-line one), bidi controls in a single-line field, tag characters (hidden
 * text) anywhere, or nothing visible (see `hasVisibleText`).
 */
export function textField(opts: {
  /** The message for a missing or empty value. */
  required: string;
  /** How the field is named in messages ("Your name", "Your message"). */
  label: string;
  multiline?: boolean;
  min?: [number, string];
  max: [number, string];
  /** The language of the character rules' messages. */
  locale: Locale;
}) {
  let inner = textRules(opts).refine(hasVisibleText, opts.required);
  if (opts.min) inner = inner.min(opts.min[0], opts.min[1]);
  inner = inner.max(opts.max[0], opts.max[1]);
  return z.string({ error: opts.required }).transform(normaliseText).pipe(inner);
}

/** A form's words for a message field: its label and its required, too-short and too-long messages. */
type MessageWords = { required: string; label: string; min: string; max: string };

/**
 * A visitor's multi-line message (contact, plan advice, price report) of `min` to `max`
 * characters, the text rules of `textField`; its messages are the form's `m`, `{min}`/`{max}` filled.
 */
export function messageField(m: MessageWords, [min, max]: [number, number], locale: Locale) {
  return textField({
    required: m.required,
    label: m.label,
    multiline: true,
    min: [min, fill(m.min, { min }, locale)],
    max: [max, fill(m.max, { max }, locale)],
    locale,
  });
}

/** The character rules of `textField` (controls, bidi, hidden tags), before length and content. */
function textRules(opts: { label: string; multiline?: boolean; locale: Locale }) {
  const m: TextMessages = formMessagesFor(opts.locale).validation.text;
  return z
    .string()
    .refine(
      (v) => !(opts.multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(v),
      m.controls.replace('{label}', opts.label),
    )
    .refine((v) => opts.multiline || !BIDI_CONTROL.test(v), m.bidi.replace('{label}', opts.label))
    .refine((v) => !hasHiddenTags(v), m.hidden.replace('{label}', opts.label));
}

/**
 * An optional http(s) address typed by a visitor: blank is absent; otherwise the single-line text
 * rules (no controls, bidi controls or hidden tags), no invisible character at all, no space, an
 * `http://` or `https://` start (`invalid`), and an address the WHATWG URL parser reads
 * (`unreadable`: a host that is no host name, such as one with a bare combining mark or a
 * noncharacter in it). What is kept is the parser's own form of it (`url.href`: characters
 * outside a URL's own percent-encoded, `<` and `>` included), at most `max` characters.
 */
export function urlField(opts: {
  label: string;
  invalid: string;
  unreadable: string;
  max: [number, string];
  locale: Locale;
}) {
  const m: TextMessages = formMessagesFor(opts.locale).validation.text;
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: opts.invalid })
      .transform(normaliseText)
      .pipe(
        textRules(opts)
          .refine((v) => !INVISIBLE_IN_URL.test(v), m.hidden.replace('{label}', opts.label))
          .refine((v) => !/\s/.test(v) && /^https?:\/\//i.test(v), opts.invalid)
          // The length last, on the normalised URL itself, so formBodyLimit reads it from the schema.
          .pipe(
            z
              .url({ protocol: /^https?$/, normalize: true, error: opts.unreadable })
              .max(opts.max[0], opts.max[1]),
          ),
      )
      .optional(),
  );
}

/**
 * Field rules shared by every form's schema, so a name or an address means the same everywhere:
 * the same rules in every language, only the messages differ (made once per language).
 */
export const fieldsFor = perLocale((locale) => {
  const m = formMessagesFor(locale).validation;
  return {
    nameField: textField({
      required: m.name.required,
      label: m.name.label,
      max: [NAME_MAX, fill(m.name.max, { max: NAME_MAX }, locale)],
      locale,
    }),
    emailField: z
      .string({ error: m.email.required })
      .trim()
      .min(1, m.email.required)
      .max(254, m.email.max)
      .pipe(z.email(m.email.invalid)),
  };
});

/** The name and address of a visitor who writes to the operator (contact, plan advice), as a schema's fields. */
export function senderFields(locale: Locale) {
  const { nameField, emailField } = fieldsFor(locale);
  return { name: nameField, email: emailField };
}

/** The English rules (scripts and tests name these; forms take `fieldsFor(locale)`). */
export const { nameField, emailField } = fieldsFor(DEFAULT_LOCALE);
