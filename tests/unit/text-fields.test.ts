import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/forms/validation/contact';
import { planAdviceSchema } from '@/lib/forms/validation/plan-advice';
import { printable, printableRows, toCsv } from '@/lib/forms/export';
import {
  formMessagesFor,
  priceReportSchema,
  priceReportSchemaFor,
} from '@/lib/forms/validation/price-report';
import { priceReport as report } from '../support/price-report';

const contact = {
  name: 'Aisha',
  email: 'a@example.com',
  phone: '',
  subject: 'general',
  message: 'I would like advice on home internet for a two-bedroom flat in Dubai Marina.',
  consent: true,
};
const advice = {
  name: 'Omar',
  email: 'o@example.com',
  message: 'Family of four, two phones',
  consent: true,
  terms: true,
};

type Parsed =
  | { success: true }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldError = (r: Parsed, field: string) =>
  r.success ? undefined : r.error.issues.find((i) => i.path[0] === field)?.message;

describe('shared text field rules (issue 13 defects 2 and 3)', () => {
  it.each([
    ['an OSC terminal title sequence', 'Eve\u001b]0;pwned\u0007'],
    ['a newline forging a list line', 'Eve\n#999 2026-01-01 fake'],
    ['CR LF header lines', 'Eve\r\nBcc: victim@example.com'],
    ['a NUL byte', 'Eve\u0000'],
    ['a C1 control (CSI)', 'Eve\u009b31m'],
    ['DEL', 'Eve\u007f'],
    ['a bidi override', 'Eve \u202egnp.exe'],
    ['a bidi isolate', 'Eve \u2066x\u2069'],
    ['only zero-width characters', '\u200b\u200c\u200d\ufeff'],
  ])('refuses %s in a name', (_what, name) => {
    const r = contactSchema.safeParse({ ...contact, name });
    expect(r.success).toBe(false);
    expect(fieldError(r, 'name')).toMatch(/control characters|Enter your name/);
  });

  it('keeps newlines and tabs in a message, as LF, but refuses other controls there', () => {
    const r = contactSchema.safeParse({
      ...contact,
      message: `${contact.message}\r\nSecond line\twith a tab\rthird`,
    });
    expect(r.success && r.data.message).toBe(`${contact.message}\nSecond line\twith a tab\nthird`);
    for (const bad of ['\u0000', '\u001b[2J', '\u0085', '\u000b'])
      expect(
        contactSchema.safeParse({ ...contact, message: `${bad}${contact.message}${bad}x` }).success,
      ).toBe(false);
    expect(
      planAdviceSchema.safeParse({ ...advice, message: `${advice.message}\u0000` }).success,
    ).toBe(false);
  });

  it('normalises to NFC', () => {
    const decomposed = 'Zoe\u0301 Mu\u0308ller';
    const r = contactSchema.safeParse({ ...contact, name: decomposed });
    expect(r.success && r.data.name).toBe('Zoé Müller');
    expect(r.success && r.data.name).toBe(decomposed.normalize('NFC'));
  });

  it('accepts Arabic and other scripts, and right-to-left marks, in names', () => {
    for (const name of ['عائشة الفلاسي', 'Søren Ødegård', '王伟', 'Aisha\u200f'])
      expect(contactSchema.safeParse({ ...contact, name }).success, name).toBe(true);
  });
});

describe('printable (operator tools print stored text safely)', () => {
  it('escapes control, bidi and other non-printable characters', () => {
    expect(printable('a\u001b]0;x\u0007b')).toBe('a\\u{1b}]0;x\\u{7}b');
    expect(printable('line1\nline2')).toBe('line1\\nline2');
    expect(printable('line1\nline2\ttab', { multiline: true })).toBe('line1\nline2\ttab');
    expect(printable('x\u202ey')).toBe('x\\u{202e}y');
    expect(printable('عائشة Zoé')).toBe('عائشة Zoé');
  });

  it('escapes what can hide or spoof text inside a longer message, in CSV and JSON too (issue 28 #4)', () => {
    const hidden = ['\u3164', '\u2800', '\u115f', '\uffa0', '\u200b', '\u200d', '\ufe0f', '\u00ad'];
    for (const ch of hidden) {
      const escaped = `\\u{${ch.codePointAt(0)!.toString(16)}}`;
      const message = `Please call me${ch}back tomorrow`;
      expect(printable(message, { multiline: true }), escaped).toBe(
        `Please call me${escaped}back tomorrow`,
      );
      expect(toCsv([{ message }], ['message']), escaped).toContain(escaped);
      expect(JSON.stringify(printableRows([{ message }])), escaped).toContain(
        escaped.replace(/\\/g, '\\\\'),
      );
    }
    // LRM, RLM and ALM: accepted in names, escaped in exports.
    expect(printable('\u200fعائشة\u061c')).toBe('\\u{200f}عائشة\\u{61c}');
  });

  it('keeps emoji sequences whole: ZWJ families, skin tones, presentation selectors, tag flags, keycaps', () => {
    for (const emoji of [
      '👨\u200d👩\u200d👧',
      '👨\u200d👩',
      '🧑🏽\u200d💻',
      '❤\ufe0f',
      '🏳\ufe0f\u200d🌈',
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
      '1\ufe0f\u20e3',
    ])
      expect(printable(`Thanks ${emoji}!`)).toBe(`Thanks ${emoji}!`);
    // A joiner that joins no emoji is no part of one.
    expect(printable('👨\u200dx')).toBe('👨\\u{200d}x');
  });
});

/** Every class of character issue 19 #4 found getting through, with a readable name. */
const HIDDEN_CLASSES: [string, string][] = [
  ['ESC', '\u001b'],
  ['BEL', '\u0007'],
  ['NUL', '\u0000'],
  ['a bidi override U+202E', '\u202e'],
  ['tag characters', '\u{e0041}\u{e0042}'],
  ['a zero-width space', '\u200b'],
  ['a line separator U+2028', '\u2028'],
  ['a paragraph separator U+2029', '\u2029'],
];

const INVISIBLE_ONLY: [string, string][] = [
  ['Hangul filler U+3164', '\u3164\u3164'],
  ['Hangul choseong filler U+115F', '\u115f'],
  ['Hangul jungseong filler U+1160', '\u1160'],
  ['halfwidth Hangul filler U+FFA0', '\uffa0\uffa0'],
  ['Braille blank U+2800', '\u2800\u2800\u2800'],
  ['tag characters', '\u{e0048}\u{e0069}'],
  ['variation selectors', '\ufe0f\ufe0e\u{e0100}'],
  ['bare combining marks', '\u0301\u0308\u064e'],
  ['a mix of all of them', ' \u3164\u2800\u200b\ufe0f\u0301 '],
];

describe('invisible-only text and hidden characters (issue 19 #4)', () => {
  it.each(INVISIBLE_ONLY)('refuses a name, a message and a request made only of %s', (_what, s) => {
    expect(fieldError(contactSchema.safeParse({ ...contact, name: s }), 'name')).toBeDefined();
    // A message long enough for its minimum, still with nothing visible.
    const long = s.repeat(Math.ceil(60 / s.length));
    expect(
      fieldError(contactSchema.safeParse({ ...contact, message: long }), 'message'),
    ).toBeDefined();
    expect(planAdviceSchema.safeParse({ ...advice, message: long }).success).toBe(false);
    expect(priceReportSchema.safeParse({ ...report, problem: long }).success).toBe(false);
  });

  it('refuses tag characters hidden inside a name or a message, but keeps a subdivision flag', () => {
    const r = contactSchema.safeParse({ ...contact, name: 'Aisha\u{e0069}\u{e0067}\u{e006e}' });
    expect(fieldError(r, 'name')).toMatch(/hidden characters/);
    expect(
      contactSchema.safeParse({ ...contact, message: `${contact.message}\u{e0041}` }).success,
    ).toBe(false);
    const scotland = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(
      contactSchema.safeParse({ ...contact, message: `${contact.message} ${scotland}` }).success,
    ).toBe(true);
  });

  it('refuses U+2028 and U+2029 in single-line fields', () => {
    for (const sep of ['\u2028', '\u2029']) {
      const r = contactSchema.safeParse({ ...contact, name: `Eve${sep}#999 forged` });
      expect(fieldError(r, 'name')).toMatch(/control characters/);
    }
  });

  it('still accepts visible text with joiners, variation selectors and marks on letters', () => {
    for (const name of [
      'نرگس\u200cخانم',
      'Zoe\u0301',
      '👩\u200d💻 Dev',
      '❤\ufe0f Aisha',
      'ㅎ\u3164ㅎ',
    ])
      expect(contactSchema.safeParse({ ...contact, name }).success, name).toBe(true);
  });
});

describe("the price report's source address (issue 19 #4)", () => {
  it('accepts an http(s) address and treats a blank one as absent', () => {
    const ok = priceReportSchema.safeParse(report);
    expect(ok.success && ok.data.sourceUrl).toBe(report.sourceUrl);
    const blank = priceReportSchema.safeParse({ ...report, sourceUrl: '  ' });
    expect(blank.success && blank.data.sourceUrl).toBeUndefined();
    expect(
      priceReportSchema.safeParse({ ...report, sourceUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('tells text with a space in it that it is not an address, not that it hides characters', () => {
    for (const [locale, schema] of [
      ['en', priceReportSchemaFor('en')],
      ['ar', priceReportSchemaFor('ar')],
    ] as const) {
      const m = formMessagesFor(locale).validation;
      for (const sourceUrl of ['not a link', 'ليس رابطًا', 'https://www.du.ae/ personal']) {
        const r = schema.safeParse({ ...report, sourceUrl });
        expect(r.success).toBe(false);
        expect(fieldError(r, 'sourceUrl'), `${locale} ${sourceUrl}`).toBe(
          m.priceReportSource.invalid,
        );
      }
    }
  });

  it.each(HIDDEN_CLASSES)('refuses an address carrying %s, anywhere in it', (_what, ch) => {
    for (const sourceUrl of [
      `https://www.du.ae/${ch}personal`,
      `https://www.du.ae/personal?x=${ch}1`,
      `https://www.du.ae/personal#a${ch}b`,
      `${report.sourceUrl}${ch}x`,
    ]) {
      const r = priceReportSchema.safeParse({ ...report, sourceUrl });
      expect(r.success, JSON.stringify(sourceUrl)).toBe(false);
    }
  });
});

describe('exports escape what the list view escapes (issue 19 #4)', () => {
  const hostile = `Eve${HIDDEN_CLASSES.map(([, ch]) => ch).join('')}end\nsecond line`;
  // Control characters but the CSV's own CR LF row ends.
  const raw =
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2028\u2029\u{e0000}-\u{e007f}]/u;

  it('CSV: no raw control, bidi, tag or separator character; line breaks kept in the cell', () => {
    const csv = toCsv([{ id: 1, message: hostile }], ['id', 'message']);
    expect(csv).not.toMatch(raw);
    expect(csv).toContain('\\u{1b}');
    expect(csv).toContain('\\u{7}');
    expect(csv).toContain('\\u{202e}');
    expect(csv).toContain('end\nsecond line');
  });

  it('JSON: the same escapes, and the line break as JSON writes it', () => {
    const json = JSON.stringify(printableRows([{ id: 1, message: hostile, n: null }]));
    expect(json).not.toMatch(raw);
    const [row] = JSON.parse(json);
    expect(row.message).toBe(printable(hostile, { multiline: true }));
    expect(row).toMatchObject({ id: 1, n: null });
  });
});
