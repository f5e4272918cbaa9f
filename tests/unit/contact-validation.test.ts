import { describe, expect, it } from 'vitest';
import { isAllowedScriptSource, optionalScriptSources } from '@/lib/consent/optional-scripts';
import { CONTACT_DEFAULTS, contactFromForm, contactSchema } from '@/lib/forms/validation/contact';

const valid = {
  name: 'Aisha',
  email: 'a@example.com',
  phone: '',
  subject: 'general',
  message: 'm'.repeat(50),
  consent: true,
};

describe('contact schema (shared by browser and server)', () => {
  it('accepts a valid message with the phone left empty', () => {
    const r = contactSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data?.phone).toBeUndefined();
  });
  it('needs at least 50 characters, not counting surrounding spaces', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(49) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: `  ${'m'.repeat(49)}  ` }).success).toBe(
      false,
    );
  });
  it.each([
    ['name', ''],
    ['email', 'nope'],
    ['phone', 'call me'],
    ['subject', 'Sales'],
    ['consent', false],
  ])('rejects a bad %s', (field, value) => {
    const r = contactSchema.safeParse({ ...valid, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path[0]).toBe(field);
  });
  it('reads a FormData with General as the default subject', () => {
    const fd = new FormData();
    fd.set('name', 'A');
    expect(contactFromForm(fd)).toEqual({ ...CONTACT_DEFAULTS, name: 'A' });
  });
});

describe('optional scripts', () => {
  it('are none by default', () => {
    expect(optionalScriptSources({ analytics: [], marketing: [] })).toEqual({
      analytics: [],
      marketing: [],
    });
  });
  it('take same-site paths and https URLs from the environment, nothing else', () => {
    expect(
      optionalScriptSources({
        analytics: ['/a.js', 'https://cdn.example.com/t.js', 'http://x.test/a.js'],
        marketing: ['javascript:alert(1)', '//evil.test/x.js'],
      }),
    ).toEqual({ analytics: ['/a.js', 'https://cdn.example.com/t.js'], marketing: [] });
    expect(isAllowedScriptSource('//evil.test/x.js')).toBe(false);
  });
});

describe('subject preset from the query string', () => {
  it('accepts a listed subject in any case and ignores anything else', async () => {
    const { subjectFromQuery } = await import('@/lib/forms/validation/contact-fields');
    expect(subjectFromQuery('?subject=correction')).toBe('correction');
    expect(subjectFromQuery('?subject=Plans&x=1')).toBe('plans');
    expect(subjectFromQuery('?subject=nonsense')).toBeUndefined();
    expect(subjectFromQuery('')).toBeUndefined();
  });
});
