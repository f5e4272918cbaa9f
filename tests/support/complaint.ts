/**
 * The complaint-letter tests' shared parts: a letter's text to search, a complaint as its
 * schema returns it, checked, for a test to change a field or two of, and the exit-fee problem
 * with its form's check.
 */
import { exitFeeDecision } from '@/lib/complain/exit-fee';
import { checkComplaint, type ComplaintInput } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';

/** A letter's text without its isolating marks, to search it. */
export const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');

/** A checked complaint to e& about a line, written on 26 November 2026, `over` changed. */
export const complaintInput = (over: Partial<ComplaintInput> = {}): ComplaintInput => ({
  name: 'Mariam Test',
  account: '0501234567',
  operator: 'eand',
  date: '2026-10-02',
  description: 'It happened on my line.',
  writtenOn: '2026-11-26',
  replyBy: '2026-12-10',
  letterLocale: 'en',
  ...over,
});

/** A sentence's longest run of words between its slots, to find it in a letter. */
export const longest = (sentence: string) =>
  strip(sentence)
    .split(/\{\w+\}/)
    .reduce((a, b) => (b.length > a.length ? b : a), '')
    .trim();

/** One month's rental with VAT, as the exit-fee decision computes it (fils). */
export const rentalOf = (monthly: number, vatIncluded: boolean) =>
  exitFeeDecision({ fee: 0, deviceCharged: 0, monthly, vatIncluded, deviceDue: 0 }).rental;

/**
 * The exit-fee problem and the complain page's copy in one language, and its form's check over
 * a post: `base` (the tests' own sender and dates) under each post's values.
 */
export function exitFeeCase(locale: Locale, now: Date, base: Record<string, string>) {
  const problem = getComplaintProblems(locale).find((p) => p.slug === 'early-termination-fee')!;
  const copy = getPage('complain', locale).blocks;
  const rules = {
    facts: problem.facts,
    appliesFrom: problem.appliesFrom,
    newMobile: problem.newMobile && { from: problem.newMobile.from },
  };
  const check = (values: Record<string, string | undefined>) =>
    checkComplaint(
      {
        name: 'Mariam',
        account: '050 123 4567',
        description: 'They charged me to leave.',
        replyBy: '2026-12-10',
        letterLocale: locale,
        ...base,
        ...values,
      },
      rules,
      { errors: copy.errors, labels: copy.form.labels, letter: copy.letter },
      locale,
      now,
    );
  return { problem, copy, device: problem.device!, check };
}
