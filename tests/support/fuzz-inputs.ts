/**
 * The generated bad input of tests/integration/forms-fuzz.test.ts (fast-check): hostile and
 * unusual characters spliced into ordinary text, form bodies of nasty values or file parts, valid
 * forms spoiled in one field, and each sent as a Request in one of four content types.
 */
import fc from 'fast-check';

const CONTROL = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
];
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
/** Decomposed (non-NFC) letters: e + combining acute, u + diaeresis, Hangul jamo. */
const NON_NFC = ['e\u0301', 'u\u0308', 'A\u030a', '\u1100\u1161', 'n\u0303'];

/** Ordinary text with hostile characters spliced in. */
const spliced = fc
  .tuple(
    fc.string({ maxLength: 60 }),
    fc.array(fc.constantFrom(...CONTROL, ...BIDI, ...INVISIBLE, ...NON_NFC), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.string({ maxLength: 60 }),
  )
  .map(([a, bad, b]) => `${a}${bad.join('')}${b}`);

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  spliced,
  // A plausible value that passes every other rule, made invalid by one hostile character.
  fc.tuple(fc.constantFrom(...CONTROL, ...BIDI), fc.nat(60)).map(([c, at]) => {
    const base = 'Plenty of ordinary words so that length rules pass for the message fields here.';
    return base.slice(0, at) + c + base.slice(at);
  }),
  fc.constantFrom(...INVISIBLE).map((c) => c.repeat(3)),
  fc
    .constantFrom(...NON_NFC)
    .map((s) => `Zo${s} visitor with enough text to pass the minimum length rules here`),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE contact_messages; --",
    '" OR 1=1 --',
    '\u0000\u0001\u0007\u001b[31m',
    '\u001b]0;pwned\u0007',
    'Eve\u0000',
    '\r\nBcc: victim@example.com',
    '=HYPERLINK("http://evil")',
    'a@b',
    '@example.com',
    'user@@example.com',
    'user@example..com',
    'ユーザー@例え.jp',
    'a\u0000@example.com',
    ' ',
    '',
  ),
);

export type Part = string | { file: string };
/** A form body: the expected fields with nasty values or file parts, sometimes missing, sometimes extra. */
export const body = (fields: string[]) =>
  fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(...fields),
        fc.oneof(
          { weight: 6, arbitrary: nasty as fc.Arbitrary<Part> },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((file) => ({ file })) },
        ),
      ),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 50 }), { maxKeys: 3 }),
      fc.constantFrom('on', '', 'true', 'off', '1'),
    )
    .map(([known, extra, consent]) => ({ ...extra, ...known, consent, terms: consent }));

/** Valid forms, to be spoiled (or not) by one hostile splice or a file part in one field. */
const VALID: Record<string, Record<string, string>> = {
  newsletter: { email: 'reader@example.com', consent: 'on' },
  planAdvice: {
    name: 'Omar Haddad',
    email: 'omar@example.com',
    message: 'Family of four, two phones and home fibre in Sharjah.',
    consent: 'on',
    terms: 'on',
  },
  contact: {
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '+971 50 123 4567',
    subject: 'plans',
    message: 'I would like advice on home internet for a two-bedroom flat in Dubai Marina, please.',
    consent: 'on',
  },
};
export const nearlyValid = (form: string, fields: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...fields),
      fc.nat(),
      fc.oneof(
        // Hostile: must be refused.
        fc.array(fc.constantFrom(...CONTROL, ...BIDI), { minLength: 1, maxLength: 3 }),
        // Harmless but unusual: stored, normalised to NFC.
        fc.array(fc.constantFrom(...INVISIBLE, ...NON_NFC), { minLength: 0, maxLength: 3 }),
        fc.constant(null),
      ),
    )
    .map(([field, at, splice]): Record<string, Part> => {
      const value = VALID[form][field] ?? '';
      if (splice === null) return { ...VALID[form], [field]: { file: value } };
      const i = at % (value.length + 1);
      return { ...VALID[form], [field]: value.slice(0, i) + splice.join('') + value.slice(i) };
    });
