/**
 * The mis-sold letter's decision (issue 51): the cancellation window counted from activation (5
 * days for a service alone, 7 days per contract year with a device, as e&'s cited terms state),
 * decided for the operator and the home contracts those terms bind only; for du and Virgin Mobile the letter cites the
 * visitor's own contract and no other operator's terms. Both languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeLetter } from '@/lib/complain/letter';
import { checkComplaint } from '@/lib/complain/schema';
import { allowedDays, cancellationWindow, daysBetween } from '@/lib/complain/window';
import { getComplaintProblems, getPage } from '@/lib/content';
import { LOCALES, plural, type Locale } from '@/lib/i18n/format';
import { DEVICE_TERMS } from '@/lib/complain/fields';

const NOW = new Date('2026-11-26T12:00:00Z');
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const E_AND = { serviceOnlyDays: 5, daysPerYearWithDevice: 7 };

describe('the cancellation window', () => {
  it('is 5 days for a service alone and 7 days per contract year with a device', () => {
    expect(allowedDays(E_AND, 'none')).toBe(5);
    expect(allowedDays(E_AND, '12')).toBe(7);
    expect(allowedDays(E_AND, '24')).toBe(14);
    expect(allowedDays(E_AND, '36')).toBe(21);
  });

  it('holds up to its last day and not a day after', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2019-01-01', n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(...DEVICE_TERMS),
        (a, n, d) => {
          const w = cancellationWindow(E_AND, {
            activated: a,
            cancelled: addDays(a, n),
            device: d,
          });
          expect(w.days).toBe(n);
          expect(daysBetween(a, addDays(a, n))).toBe(n);
          expect(w.held).toBe(n <= allowedDays(E_AND, d));
        },
      ),
    );
  });
});

describe.each(LOCALES)('the mis-sold letter in %s', (locale: Locale) => {
  const problem = getComplaintProblems(locale).find((p) => p.slug === 'mis-sold-service')!;
  const b = getPage('complain', locale).blocks;
  const copy = { errors: b.errors, labels: b.form.labels, letter: b.letter };
  const rules = {
    facts: problem.facts,
    cancellation: problem.cancellation,
  };
  const check = (operator: string, n: number, device: string) =>
    checkComplaint(
      {
        name: 'Mariam',
        account: '050 123 4567',
        operator,
        // e&'s eLife terms bind its home contracts (the e& mobile letter: complain-editor.test.ts).
        service: 'home',
        activated: '2026-10-01',
        date: addDays('2026-10-01', n),
        device,
        amount: '300',
        description: 'It was mis-sold.',
        replyBy: '2026-12-31',
        letterLocale: locale,
      },
      rules,
      copy,
      locale,
      NOW,
    );

  it('binds e& by the terms it cites, which state 5 and 7 days', () => {
    expect(problem.cancellation).toMatchObject({
      binds: 'eand',
      serviceOnlyDays: 5,
      daysPerYearWithDevice: 7,
    });
  });

  it('to e&: refuses a cancellation after the window, saying by how many days, and writes one within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom(...DEVICE_TERMS),
        (n, device) => {
          const r = check('eand', n, device);
          const allowed = allowedDays(E_AND, device);
          expect(r.ok).toBe(n <= allowed);
          if (!r.ok) {
            expect(strip(r.errors.date!)).toContain(strip(plural(n, b.letter.days, locale)));
            expect(strip(r.errors.date!)).toContain(strip(plural(allowed, b.letter.days, locale)));
            return;
          }
          const t = strip(composeLetter(problem, b, r.input, locale).text);
          expect(t).toContain(problem.cancellation!.terms);
          expect(t).toContain(strip(plural(n, b.letter.days, locale)));
          expect(t).toContain(problem.sources[0].url);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses the 19 days of issue 51 for a service alone', () => {
    expect(check('eand', 19, 'none').ok).toBe(false);
    expect(check('eand', 5, 'none').ok).toBe(true);
    expect(check('eand', 6, 'none').ok).toBe(false);
  });

  it.each(['du', 'virgin-mobile'])(
    "to %s: cites the contract the visitor attaches, never e&'s terms or their source",
    (operator) => {
      const r = check(operator, 19, 'none');
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const t = strip(composeLetter(problem, b, r.input, locale).text);
      expect(t).not.toContain(problem.cancellation!.terms);
      expect(t).not.toMatch(/eLife/);
      for (const s of problem.sources) expect(t).not.toContain(s.url);
      expect(t).toContain(strip(b.letter.ownTermsEvidence));
      expect(t).toContain(strip(b.letter.ownWindowOpen.split('{')[0]));
    },
  );

  it('labels its date as the request to cancel', () => {
    expect(problem.dateLabel).toBeTruthy();
    expect(problem.dateLabel).not.toBe(b.form.labels.date);
  });
});
