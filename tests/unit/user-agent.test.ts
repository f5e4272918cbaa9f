/**
 * The User-Agent stored beside a message (issue 50 §4): decoded as the UTF-8 it is, not as
 * Latin-1 (which turned its bytes into C1 control characters), under the text rules of a field.
 */
import { describe, expect, it } from 'vitest';
import { storedUserAgent, USER_AGENT_MAX } from '@/lib/forms/user-agent';

/** A header as HTTP hands it over: its UTF-8 bytes, one Latin-1 character each. */
const onTheWire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const C1 = /[\u0080-\u009f]/;

describe('the stored User-Agent', () => {
  it.each([
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) تطبيق الاتصالات/2.1',
    'Mozilla/5.0 (Macintosh) Safari/605.1.15 Überblick/1.0 — Café',
    'ClearSignalBot/1.0 😀',
  ])('is the UTF-8 text the client sent (%s), with no C1 control character', (ua) => {
    const wire = onTheWire(ua);
    expect(wire).toMatch(C1); // what was stored before: mojibake with C1 controls in it
    expect(storedUserAgent(wire)).toBe(ua);
    expect(storedUserAgent(wire)).not.toMatch(C1);
  });

  it('keeps an ASCII one as it is, and none as empty', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0';
    expect(storedUserAgent(ua)).toBe(ua);
    expect(storedUserAgent(null)).toBe('');
    expect(storedUserAgent('')).toBe('');
  });

  it('stores nothing of one that is not UTF-8 or breaks the text rules of a field', () => {
    for (const wire of [
      '\u00ff\u00fe bytes that are no UTF-8',
      onTheWire('Agent\u0085Next line'), // a C1 control sent as such
      onTheWire('Agent \u202eevil'), // a bidi override
      onTheWire('Agent\u2028split'),
      onTheWire('Agent \u{e0041}\u{e0042} hidden'),
      'Agent\u0007bell',
    ])
      expect(storedUserAgent(wire), JSON.stringify(wire)).toBe('');
  });

  it(`keeps at most ${USER_AGENT_MAX} characters, never half of one`, () => {
    const ua = `${'a'.repeat(USER_AGENT_MAX - 1)}😀😀`;
    expect(storedUserAgent(onTheWire(ua))).toBe(`${'a'.repeat(USER_AGENT_MAX - 1)}😀`);
  });
});
