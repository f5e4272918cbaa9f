/**
 * The price report's source address (issue 50 §4): only an http(s) address the WHATWG URL parser
 * reads is taken, and what is kept is its normalised form (`url.href`), never the characters as
 * typed; an address that does not parse gets its own error, in each language.
 */
import { describe, expect, it } from 'vitest';
import { priceReportSchemaFor } from '@/lib/forms/validation/price-report';
import { formMessagesFor } from '@/lib/forms/validation/messages';
import { LOCALES } from '@/lib/i18n/format';
import { priceReport as report } from '../support/price-report';

const parse = (sourceUrl: string, locale: (typeof LOCALES)[number] = 'en') =>
  priceReportSchemaFor(locale).safeParse({ ...report, sourceUrl });

describe("the price report's source address is stored as the URL parser writes it", () => {
  it.each([
    ['a bare combining mark', 'https://www.du.ae/\u0301plans', 'https://www.du.ae/%CC%81plans'],
    ['U+FFFE', 'https://www.du.ae/x\ufffey', 'https://www.du.ae/x%EF%BF%BEy'],
    ['a private-use character', 'https://www.du.ae/\ue000', 'https://www.du.ae/%EE%80%80'],
    [
      'markup',
      'https://www.du.ae/<script>alert(1)</script>',
      'https://www.du.ae/%3Cscript%3Ealert(1)%3C/script%3E',
    ],
    ['an upper-case host and no path', 'HTTPS://WWW.DU.AE', 'https://www.du.ae/'],
  ])('%s is kept percent-encoded, never as typed', (_what, typed, stored) => {
    const r = parse(typed);
    expect(r.success).toBe(true);
    expect(r.success && r.data.sourceUrl).toBe(stored);
  });

  it('keeps an ordinary address as it is', () => {
    const r = parse(report.sourceUrl);
    expect(r.success && r.data.sourceUrl).toBe(report.sourceUrl);
  });

  it.each(LOCALES)(
    'refuses an address the parser cannot read with its own message (%s)',
    (locale) => {
      const m = formMessagesFor(locale).validation.priceReportSource;
      for (const typed of [
        'https://\u0301du.ae/',
        'https://du\ufffe.ae/',
        'https://[::1/',
        'https://exa%20mple.com/',
        'http://',
      ]) {
        const r = parse(typed, locale);
        expect(r.success, JSON.stringify(typed)).toBe(false);
        const issue = !r.success && r.error.issues.find((i) => i.path[0] === 'sourceUrl');
        expect(issue && issue.message, JSON.stringify(typed)).toBe(m.unreadable);
      }
      expect(m.unreadable).not.toBe(m.invalid);
    },
  );

  it.each(LOCALES)('still tells what is not a web address at all so (%s)', (locale) => {
    const m = formMessagesFor(locale).validation.priceReportSource;
    for (const typed of ['javascript:alert(1)', 'ftp://du.ae/', 'www.du.ae', 'https:du.ae']) {
      const r = parse(typed, locale);
      expect(r.success, typed).toBe(false);
      const issue = !r.success && r.error.issues.find((i) => i.path[0] === 'sourceUrl');
      expect(issue && issue.message, typed).toBe(m.invalid);
    }
  });
});
