/**
 * The message refusing a date before a rule's first day says what the sources support (issue 51):
 * where no source gives the rule's start date but only the first day a report shows it in force
 * (data beyond the bundle: WAM, 4 June 2016, reports the directive issued "last week"), it says no
 * report we hold shows the rule before that day, not that the rule applies from it; where the
 * instrument gives the start date (the exit-fee cap), the page's generic wording stays.
 */
import { describe, expect, it } from 'vitest';
import { checkComplaint } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { formatDate, LOCALES } from '@/lib/i18n/format';

const NOW = new Date('2026-11-29T12:00:00Z');
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');

describe.each(LOCALES)('the message before a rule in %s', (locale) => {
  const problems = getComplaintProblems(locale);
  const copy = getPage('complain', locale).blocks;
  const refusal = (slug: string, date: string, extra: Record<string, string> = {}) => {
    const problem = problems.find((p) => p.slug === slug)!;
    const r = checkComplaint(
      {
        name: 'Mariam',
        account: '050 123 4567',
        operator: 'eand',
        date,
        description: 'They charged me.',
        replyBy: '2026-12-10',
        letterLocale: locale,
        amount: '100',
        ...extra,
      },
      problem,
      { errors: copy.errors, labels: copy.form.labels, letter: copy.letter },
      locale,
      NOW,
    );
    expect(r.ok).toBe(false);
    return strip((!r.ok && r.errors.date) || '');
  };

  it('says no report we hold shows the data-bundle rule before 4 June 2016', () => {
    const problem = problems.find((p) => p.slug === 'data-beyond-bundle')!;
    expect(problem.appliesFrom).toBe('2016-06-04');
    const message = refusal('data-beyond-bundle', '2016-06-03');
    const day = strip(formatDate('2016-06-04', locale, 'day-month-year'));
    expect(message).toBe(strip(problem.beforeRule!.replace('{date}', day)));
    expect(message).not.toBe(strip(copy.errors.beforeRule.replace('{date}', day)));
    expect(message).toContain({ en: 'No report we hold', ar: 'لا يُظهر أي تقرير لدينا' }[locale]);
  });

  it('gives every rule dated by a report its own wording, and keeps the generic one for the exit-fee cap', () => {
    for (const p of problems)
      if (p.appliesFrom && p.slug !== 'early-termination-fee')
        expect(p.beforeRule, p.slug).toBeDefined();
    const exit = problems.find((p) => p.slug === 'early-termination-fee')!;
    expect(exit.beforeRule).toBeUndefined();
    const message = refusal('early-termination-fee', '2019-06-15', {
      service: 'home',
      fee: '500',
      monthly: '200',
      vat: 'included',
    });
    const day = strip(formatDate('2020-01-01', locale, 'day-month-year'));
    expect(message).toBe(strip(copy.errors.beforeRule.replace('{date}', day)));
  });
});
