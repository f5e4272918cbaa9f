/**
 * "Write my complaint" (issue 31): every problem's letter, in both languages, holds the rule, its
 * source, the amounts and the remedy; the one schema's rules; nothing left unfilled.
 */
import { describe, expect, it } from 'vitest';
import { letterFromPost } from '@/lib/complain/compose';
import { composeLetter } from '@/lib/complain/letter';
import { checkComplaint, type ComplaintInput } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { letterMoney } from '@/lib/complain/bidi';
import { formatDate, LOCALES, type Locale } from '@/lib/i18n/format';

/** A letter's text without its isolating marks, to search it. */
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');
const formatAed = (fils: number, locale: Locale) =>
  strip(letterMoney(fils, getPage('complain', locale).blocks.letter.money, locale));

const NOW = new Date('2026-11-26T12:00:00Z');

/** A checked input for a problem: every fact it needs, an amount of AED 150.50. */
function inputFor(facts: readonly string[], letterLocale: Locale): ComplaintInput {
  return {
    name: 'Mariam Test',
    account: '0501234567',
    operator: 'du',
    date: '2026-10-02',
    description: 'It happened on my line.',
    request: undefined,
    writtenOn: '2026-11-26',
    replyBy: '2026-12-10',
    letterLocale,
    ...(facts.includes('amount') ? { amount: 15050 } : {}),
    ...(facts.includes('exitFee')
      ? {
          service: 'mobile' as const,
          fee: 60000,
          deviceCharged: 0,
          monthly: 20000,
          vat: 'excluded' as const,
          deviceDue: 5000,
        }
      : {}),
    ...(facts.includes('activation') ? { activated: '2026-09-30', device: 'none' as const } : {}),
  };
}

describe.each(LOCALES)('every problem in %s', (locale) => {
  const problems = getComplaintProblems(locale);
  const copy = getPage('complain', locale).blocks;

  it('has problems, and the same ones as in English', () => {
    expect(problems.map((p) => p.slug)).toEqual(getComplaintProblems('en').map((p) => p.slug));
    expect(problems.length).toBeGreaterThanOrEqual(3);
  });

  it.each(problems.map((p) => [p.slug, p] as const))(
    '%s: the letter holds the rule, the source, the amounts and the remedy',
    (_slug, problem) => {
      const letter = composeLetter(problem, copy, inputFor(problem.facts, locale), locale);
      const t = strip(letter.text);
      expect(letter.locale).toBe(locale);
      expect(letter.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(t).toContain(problem.rule);
      // A letter to du cites no other operator's terms, and no source that states them.
      const ownTerms = problem.cancellation && problem.cancellation.binds !== 'du';
      if (ownTerms) {
        expect(t).not.toContain(problem.cancellation!.terms);
        for (const s of problem.sources) expect(t).not.toContain(s.url);
        expect(t).toContain(copy.letter.ownTermsEvidence);
      } else if (problem.sources[0].url === copy.next.tdra.en) {
        // The regulator's page in the letter's language, with its title in that language.
        expect(t).toContain(copy.next.tdra[locale]);
        expect(t).toContain(copy.letter.regulatorSource.title);
        if (locale === 'ar') expect(t).not.toContain(copy.next.tdra.en);
      } else {
        expect(t).toContain(problem.sources[0].title);
        expect(t).toContain(problem.sources[0].url);
      }
      expect(t).toContain(copy.operators.du.name);
      expect(t).toContain(copy.operators.du.addressee);
      expect(t).toContain('0501234567');
      expect(t).toContain(formatDate('2026-12-10', locale, 'day-month-year'));
      // Its own date, first.
      expect(t.split('\n')[0]).toContain(formatDate('2026-11-26', locale, 'day-month-year'));
      for (const e of problem.evidence) expect(t).toContain(e);
      // The remedy, its slots filled: nothing in braces is left.
      expect(t).not.toMatch(/\{\w+\}/);
      const remedyStart = problem.remedy.split('{')[0];
      expect(t).toContain(remedyStart);
      // The site's voice is nowhere in the consumer's letter.
      expect(t).not.toMatch(/as we read|كما قرأناها/);
      if (problem.facts.includes('amount')) expect(t).toContain(formatAed(15050, locale));
      if (problem.facts.includes('exitFee')) {
        // 200 + 5% VAT = 210: the fee of 600 is 390 above one month's rental.
        expect(t).toContain(formatAed(60000, locale));
        expect(t).toContain(formatAed(21000, locale));
        expect(t).toContain(formatAed(39000, locale));
        expect(t).toContain(formatAed(1000, locale)); // the VAT on the rental
      }
    },
  );
});

describe('the schema, in the page language', () => {
  const rules = { facts: ['exitFee'] as const, appliesFrom: '2020-01-01' };
  const copyOf = (locale: Locale) => {
    const b = getPage('complain', locale).blocks;
    return { errors: b.errors, labels: b.form.labels, letter: b.letter };
  };
  const good = {
    name: 'Mariam',
    account: '0501234567',
    operator: 'eand',
    date: '2026-10-02',
    description: 'They charged me three months.',
    replyBy: '2026-12-10',
    letterLocale: 'en',
    fee: '٦٠٠',
    monthly: '٢٠٠٫٥٠',
    vat: 'included',
    deviceDue: '',
    service: 'mobile',
  };

  it('reads Arabic-Indic digits as money, and a blank device charge as none', () => {
    const r = checkComplaint(good, rules, copyOf('ar'), 'ar', NOW);
    expect(r).toMatchObject({ ok: true, input: { fee: 60000, monthly: 20050, deviceDue: 0 } });
  });

  it('answers each field in the page language', () => {
    const bad = {
      ...good,
      name: '',
      date: '2027-01-01',
      replyBy: '2026-11-26',
      fee: 'abc',
      operator: 'etisalat',
    };
    const en = checkComplaint(bad, rules, copyOf('en'), 'en', NOW);
    const ar = checkComplaint(bad, rules, copyOf('ar'), 'ar', NOW);
    const e = copyOf('en').errors;
    const a = copyOf('ar').errors;
    expect(en).toEqual({
      ok: false,
      errors: {
        name: e.required,
        date: e.future,
        replyBy: e.replyBy,
        fee: e.amount,
        operator: e.choose,
      },
    });
    expect(ar).toMatchObject({ ok: false, errors: { name: a.required, date: a.future } });
  });

  it('refuses a date before the rule, an activation after the date, a fee within the cap', () => {
    const before = checkComplaint({ ...good, date: '2019-12-31' }, rules, copyOf('en'), 'en', NOW);
    expect(before).toMatchObject({ ok: false, errors: { date: expect.stringContaining('2020') } });
    const within = checkComplaint({ ...good, fee: '200.50' }, rules, copyOf('ar'), 'ar', NOW);
    expect(within).toMatchObject({
      ok: false,
      errors: { fee: expect.stringContaining('200.50') },
    });
    const order = checkComplaint(
      { ...good, activated: '2026-10-05', date: '2026-10-02', device: 'none' },
      { facts: ['activation'] },
      copyOf('en'),
      'en',
      NOW,
    );
    expect(order).toMatchObject({
      ok: false,
      errors: { date: copyOf('en').errors.beforeActivation },
    });
  });

  it('refuses hidden characters as the other forms do', () => {
    const r = checkComplaint({ ...good, name: 'Mar\u202eiam' }, rules, copyOf('en'), 'en', NOW);
    expect(r.ok).toBe(false);
  });
});

describe('a post', () => {
  const form = (entries: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(entries)) f.set(k, v);
    return f;
  };
  it('on an Arabic page can ask for an English letter', () => {
    const state = letterFromPost(
      form({
        locale: 'ar',
        problem: 'data-beyond-bundle',
        name: 'Mariam',
        account: '0501234567',
        operator: 'virgin-mobile',
        date: '2026-10-02',
        description: 'Data after the bundle.',
        replyBy: '2099-01-01',
        letterLocale: 'en',
        amount: '٧٥',
      }),
    );
    expect(state.errors).toEqual({});
    expect(state.letter).toMatchObject({ locale: 'en', dir: 'ltr' });
    expect(strip(state.letter!.text)).toContain('AED 75.00');
    expect(state.letter!.text).toContain('Virgin Mobile UAE');
  });

  it('keeps what was typed when a field is wrong', () => {
    const state = letterFromPost(
      form({ locale: 'en', problem: 'data-beyond-bundle', name: 'Mariam', amount: 'x' }),
    );
    expect(state.letter).toBeNull();
    expect(state.values).toMatchObject({ name: 'Mariam', amount: 'x' });
    expect(state.errors.amount).toBe(getPage('complain', 'en').blocks.errors.amount);
  });
});
