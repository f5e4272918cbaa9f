import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/validation/contact';
import { planAdviceSchema } from '@/lib/validation/plan-advice';
import { printable } from '@/lib/forms/export';

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
  agree: true,
};

const fieldError = (r: ReturnType<typeof contactSchema.safeParse>, field: string) =>
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
});
