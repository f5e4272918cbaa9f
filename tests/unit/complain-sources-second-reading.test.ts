/**
 * The consumer-affairs editor's second reading of issue 51: each rule line credits the source
 * that says it, with the date its sources give; a charge before the first day a stored source
 * confirms the rule is refused; the mis-sold letter to e& names the authority its terms invoke;
 * the guides claim nothing about other providers' terms that we have not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { composeLetter, type LetterProblem } from '@/lib/complain/letter';
import {
  checkComplaint,
  type ComplaintInput,
  type ComplaintProblemRules,
} from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/format';

const root = path.resolve(__dirname, '../..');
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');
const NOW = new Date('2026-11-29T12:00:00Z');
const problemOf = (slug: string, locale: Locale) =>
  getComplaintProblems(locale).find((p) => p.slug === slug)! as LetterProblem &
    ComplaintProblemRules & {
      slug: string;
      appliesFrom?: string;
      sources: { publisher: string; url: string; published?: string }[];
    };
const input = (over: Partial<ComplaintInput> = {}): ComplaintInput => ({
  name: 'Mariam Test',
  account: '0501234567',
  operator: 'eand',
  date: '2026-10-02',
  description: 'It happened on my line.',
  writtenOn: '2026-11-26',
  replyBy: '2026-12-10',
  letterLocale: 'en',
  amount: 15050,
  ...over,
});
const letter = (slug: string, locale: Locale, over: Partial<ComplaintInput> = {}) =>
  strip(
    composeLetter(
      problemOf(slug, locale),
      getPage('complain', locale).blocks,
      input({ letterLocale: locale, ...over }),
      locale,
    ).text,
  );

describe.each(LOCALES)('the prepaid pay-per-use data rule (%s)', (locale) => {
  const problem = problemOf('prepaid-pay-per-use-data', locale);
  it('credits Communications MEA, which reports prepaid lines and Etisalat’s 1 July date', () => {
    expect(problem.rule).toContain('Communications MEA');
    expect(problem.rule).not.toContain('Gulf Business');
    expect(problem.rule).toMatch(
      {
        en: /Etisalat told its customers it was blocked from 1 July 2019/,
        ar: /اعتبارًا من 1 يوليو 2019/,
      }[locale],
    );
    expect(problem.rule).not.toMatch({ en: /must stop/, ar: /^[^:]*: اعتبارًا من/ }[locale]);
    expect(problem.sources[0].url).toContain('commsmea.com');
    expect(letter('prepaid-pay-per-use-data', locale)).toContain('Communications MEA');
  });
});

describe.each(LOCALES)('the data-cap directive of 2016 (%s)', (locale) => {
  const problem = problemOf('data-beyond-bundle', locale);
  const copy = (() => {
    const b = getPage('complain', locale).blocks;
    return { errors: b.errors, labels: b.form.labels, letter: b.letter };
  })();
  const post = (date: string) =>
    checkComplaint(
      {
        name: 'Mariam',
        account: '0501234567',
        operator: 'du',
        date,
        description: 'Data after the bundle.',
        replyBy: '2026-12-10',
        letterLocale: locale,
        amount: '42',
      },
      problem,
      copy,
      locale,
      NOW,
    );
  it('applies from 4 June 2016, the date of the stored WAM report that it was issued', () => {
    expect(problem.appliesFrom).toBe('2016-06-04');
    expect(problem.sources.some((s) => s.published === problem.appliesFrom)).toBe(true);
  });
  it('refuses a charge of 2010, accepts one from that day', () => {
    const early = post('2010-05-01');
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.errors.date).toBeTruthy();
    expect(post('2016-06-04').ok).toBe(true);
  });
});

describe.each(LOCALES)('Teller Report, cited by a letter, is dated (%s)', (locale) => {
  it.each(getComplaintProblems(locale).map((p) => [p.slug, p] as const))('%s', (_, p) => {
    for (const s of (p as unknown as ReturnType<typeof problemOf>).sources)
      if (s.publisher === 'Teller Report') expect(s.published, s.url).toBeTruthy();
  });
});

describe.each(LOCALES)('the mis-sold letter to e& (%s)', (locale) => {
  const withTerms = { service: 'home' as const, activated: '2026-09-29', device: 'none' as const };
  it('says its terms give the right under the TRA’s Consumer Protection Regulations', () => {
    const t = letter('mis-sold-service', locale, withTerms);
    expect(t).toContain(
      {
        en: 'Your published terms for eLife Ultra Starter give this right “in accordance with the Consumer Protection Regulations” of the Telecommunications Regulatory Authority (TRA, now the TDRA)',
        ar: 'وتمنح شروطكم المنشورة لباقة eLife Ultra Starter هذا الحق وفقًا للوائح حماية المستهلك (Consumer Protection Regulations) الصادرة عن الهيئة العامة لتنظيم قطاع الاتصالات',
      }[locale],
    );
  });
  it('to du, cites the contract’s terms and no regulation', () => {
    const t = letter('mis-sold-service', locale, { ...withTerms, operator: 'du', allowedDays: 7 });
    expect(t).not.toMatch(/Consumer Protection Regulations|لوائح حماية المستهلك/);
  });
});

const GUIDES = [
  'prepaid-vs-postpaid',
  'streaming-and-tv-bundles',
  'choosing-home-internet',
  'complaints-and-your-rights',
];
describe.each(['en', 'ar'] as const)('the guides’ cancellation sentence (%s)', (locale) => {
  const read = (slug: string) =>
    matter(
      fs.readFileSync(
        path.join(root, locale === 'en' ? 'content' : 'content/ar', 'guides', `${slug}.mdx`),
        'utf8',
      ),
    ).content;
  it.each(GUIDES)('%s names the home-internet plan and claims nothing of other terms', (slug) => {
    const body = read(slug);
    expect(body).toContain(
      {
        en: "e&'s terms for its eLife Ultra Starter home-internet plan",
        ar: 'شروط إي آند لباقة الإنترنت المنزلي eLife Ultra Starter',
      }[locale],
    );
    expect(body).toContain(
      {
        en: "We have not checked other providers' terms: read yours",
        ar: 'ولم نطّلع على شروط مزوّدي الخدمة الآخرين: اقرأ شروطك',
      }[locale],
    );
    expect(body).not.toMatch(/word their terms differently|شروطهم بطريقة مختلفة|شروطهم بشكل مختلف/);
  });
  it('the TV guide credits "every contract, old and new" to Emirates Today, not Gulf News', () => {
    const body = read('streaming-and-tv-bundles');
    expect(body).not.toMatch(
      /old and new \(as reported by Gulf News|والجديدة \(وفق ما نقلته Gulf News/,
    );
    expect(body).toMatch(
      {
        en: /Emirates Today that the rule covers every contract, old and new/,
        ar: /الإمارات اليوم بأن القاعدة تشمل كل العقود، القديمة والجديدة/,
      }[locale],
    );
  });
});
