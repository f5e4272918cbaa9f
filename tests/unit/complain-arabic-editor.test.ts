/**
 * The Arabic editor's findings on the letters (issue 51): a source's date written in the letter's
 * language after its isolated title; each problem's facts line labels its date for what it is;
 * the mis-sold window points to the terms cited below it; the request names the amount after
 * what it is («وقدره …»); the Virgin Mobile addressee carries its Latin name, isolated.
 */
import { describe, expect, it } from 'vitest';
import { FSI } from '@/lib/complain/bidi';
import { composeLetter, type LetterProblem } from '@/lib/complain/letter';
import type { ComplaintInput } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { LRI, PDI } from '@/lib/i18n/bidi/latin-runs';
import { LOCALES, type Locale } from '@/lib/i18n/format';

/** A letter's text without its isolating marks, to search it. */
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');

const input = (over: Partial<ComplaintInput> = {}): ComplaintInput => ({
  name: 'Mariam Test',
  account: '0501234567',
  operator: 'eand',
  date: '2026-10-02',
  description: 'It happened on my line.',
  writtenOn: '2026-11-26',
  replyBy: '2026-12-10',
  letterLocale: 'ar',
  amount: 34575,
  ...over,
});

const problemOf = (slug: string, locale: Locale) =>
  getComplaintProblems(locale).find((p) => p.slug === slug)! as LetterProblem & { slug: string };
const letter = (slug: string, locale: Locale, over: Partial<ComplaintInput> = {}) =>
  composeLetter(
    problemOf(slug, locale),
    getPage('complain', locale).blocks,
    input({ letterLocale: locale, ...over }),
    locale,
  );
const line = (text: string, start: string) =>
  strip(text)
    .split('\n')
    .find((l) => l.startsWith(start));

describe('a source line dates its source in the letter’s language', () => {
  it('Arabic: the isolated title, then «، بتاريخ» and the Arabic date', () => {
    const l = letter('subscription-without-otp', 'ar');
    const source = l.blocks.find((b) => b.kind === 'p' && b.text.startsWith('المصدر:'));
    expect(source?.kind === 'p' && source.text).toContain(
      `${FSI}The regulator directs Etisalat and du to confirm subscriptions to services by entering a one-time password${PDI}، بتاريخ ${FSI}7 مايو 2020${PDI}`,
    );
    expect(line(l.text, 'المصدر:')).toBe(
      'المصدر: The regulator directs Etisalat and du to confirm subscriptions to services by entering a one-time password، بتاريخ 7 مايو 2020',
    );
  });
  it('English: the title, then “dated” and the date', () => {
    expect(line(letter('network-repair-fee', 'en').text, 'Source:')).toContain(
      'Source: No fees may be levied for repairing the network, dated 24 November 2019, published by Teller Report',
    );
  });
  it.each(
    getComplaintProblems('ar')
      .filter((p) => !p.cancellation)
      .map((p) => p.slug),
  )('%s: no English date in the Arabic source line', (slug) => {
    const l = line(
      letter(slug, 'ar', { fee: 50000, monthly: 30000, vat: 'included' }).text,
      'المصدر:',
    );
    expect(l).toBeDefined();
    expect(l).not.toMatch(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    expect(l).not.toMatch(/\(\d/);
  });
});

describe.each(LOCALES)('each facts line labels its date for what it is (%s)', (locale) => {
  const labels = {
    en: {
      charge: 'What happened (date of the charge: ',
      prepaid: 'What happened (date the credit was deducted: ',
    },
    ar: {
      charge: 'وقائع الشكوى (تاريخ احتساب الرسم: ',
      prepaid: 'وقائع الشكوى (تاريخ اقتطاع الرصيد: ',
    },
  }[locale];
  it.each([
    'data-beyond-bundle',
    'subscription-without-otp',
    'network-repair-fee',
    'disputed-bill',
  ])('%s: the date of the charge', (slug) => {
    expect(strip(letter(slug, locale).text)).toContain(labels.charge);
  });
  it('prepaid: the date the credit was deducted', () => {
    const t = strip(letter('prepaid-pay-per-use-data', locale).text);
    expect(t).toContain(labels.prepaid);
    expect(t).not.toContain(labels.charge);
  });
});

describe.each(LOCALES)('the mis-sold window points to the terms cited below it (%s)', (locale) => {
  const window = {
    en: 'within the 5 days the terms cited below allow.',
    ar: 'أي ضمن مدة الإلغاء البالغة 5 أيام التي تتيحها الشروط والأحكام المذكورة أدناه.',
  }[locale];
  it('names the terms, which follow', () => {
    const problem = problemOf('mis-sold-service', locale);
    const t = strip(
      letter('mis-sold-service', locale, {
        service: 'home',
        activated: '2026-09-29',
        device: 'none',
      }).text,
    );
    expect(t).toContain(window);
    expect(t.indexOf(strip(problem.cancellation!.terms))).toBeGreaterThan(t.indexOf(window));
  });
});

describe('the Arabic request names the amount after what it is', () => {
  it.each(getComplaintProblems('ar').map((p) => [p.slug, p.remedy]))('%s', (_, remedy) => {
    expect(remedy).toMatch(/[ال]لمبلغ|الرصيد/);
    expect(remedy).toMatch(/، وقدره \{(amount|overcharge)\}،?/);
    expect(remedy).not.toMatch(/مبلغ \{/);
  });
  it('reads so in the data letter', () => {
    expect(strip(letter('data-beyond-bundle', 'ar').text)).toContain(
      'أطلب منكم ردّ المبلغ المحتسب عن البيانات بعد نفاد باقتي، وقدره 345.75 درهم، أو',
    );
  });
});

describe('the Virgin Mobile addressee', () => {
  it('carries its Latin name, isolated, as e& and du do', () => {
    const t = letter('disputed-bill', 'ar', { operator: 'virgin-mobile' }).text;
    expect(t).toContain(
      `فيرجن موبايل الإمارات (${LRI}Virgin Mobile UAE${PDI}) – إدارة خدمة العملاء`,
    );
  });
});
