/**
 * The device ground of an exit-fee letter, whatever the date, and the VAT of the device charges
 * (issue 51, the consumer-affairs editor's third reading). Device charges billed above those still
 * due rest on the contract: when the fee cap did not yet cover the contract (left before the
 * rule's first day, or a mobile contract signed before 20 March 2019 and left in 2019), the letter
 * is still written for the device overcharge, says of the fee only that the cap did not yet cover
 * the contract, and claims no fee. A device difference that is exactly the 5% VAT on what was due
 * is never called an overcharge. Properties over fee, device amounts, date and VAT mode, both
 * languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterMoney } from '@/lib/complain/bidi';
import { composeLetter } from '@/lib/complain/letter';
import { LOCALES } from '@/lib/i18n/format';
import { exitFeeCase, longest, rentalOf, strip } from '../support/complaint';

const NOW = new Date('2026-11-29T12:00:00Z');
const aed = (fils: number) => (fils / 100).toFixed(2);
// 5% VAT, rounded half up to the fils, written out here rather than taken from the code.
const vatOf = (n: number) => Math.floor((n * 5 + 50) / 100);

/** Contracts the fee cap did not yet cover when they were left. */
const UNCOVERED = [
  { date: '2019-06-01', service: 'home' },
  { date: '2019-12-31', service: 'home' },
  { date: '2019-01-15', service: 'mobile' },
  { date: '2019-07-10', service: 'mobile', signed: '2019-01-01' },
  { date: '2019-11-30', service: 'mobile', signed: '2019-03-19' },
] as const;

describe.each(LOCALES)('the device ground of an exit-fee letter in %s', (locale) => {
  const { problem, copy, device, check } = exitFeeCase(locale, NOW, { operator: 'eand' });
  const l = copy.letter;
  const money = (fils: number) => strip(letterMoney(fils, l.money, locale));

  it("writes the device letter when the cap did not yet cover the contract, claiming no fee (the editor's case)", () => {
    for (const when of UNCOVERED) {
      const r = check({
        ...when,
        fee: '500',
        monthly: '200',
        vat: 'excluded',
        deviceCharged: '1500',
        deviceDue: '1000',
      });
      expect(r.ok, JSON.stringify([when, !r.ok && r.errors])).toBe(true);
      if (!r.ok) continue;
      const letter = composeLetter(problem, copy, r.input, locale);
      const text = strip(letter.text);
      expect(strip(letter.head[2])).toContain(strip(device.title));
      expect(text).toContain(longest(l.exitFeeNotCovered));
      expect(text).toContain(strip(device.rule));
      // The remedy asks for the AED 500 of device charges, not the fee's AED 290 above the cap.
      expect(text).toContain(strip(fillRemedy(device.remedy, money(50000))));
      expect(text).not.toContain(money(29000));
      expect(text).not.toContain(longest(l.exitFeeOver));
      expect(text).not.toContain(longest(l.exitTotal));
      expect(text).not.toContain(strip(problem.rule));
      expect(text).not.toContain(strip(problem.newMobile!.rule));
      for (const s of problem.sources) expect(text).not.toContain(s.url);
    }
  });

  it('still refuses a fee the cap did not cover when no device charges are above those due', () => {
    for (const when of UNCOVERED) {
      const r = check({ ...when, fee: '500', monthly: '200', vat: 'excluded' });
      expect(r.ok, JSON.stringify(when)).toBe(false);
      if (r.ok) continue;
      expect(Object.keys(r.errors)).toEqual(['signed' in when ? 'signed' : 'date']);
    }
  });

  it('claims the device overcharge alone for any uncovered contract, and the fee too once covered', () => {
    const amount = fc.integer({ min: 100, max: 5_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          monthly: amount,
          inc: fc.boolean(),
          feeGap: amount,
          due: fc.integer({ min: 0, max: 5_000_000 }),
          deviceGap: amount,
          when: fc.constantFrom(
            ...UNCOVERED,
            { date: '2020-01-01', service: 'home' },
            { date: '2019-07-10', service: 'mobile', signed: '2019-03-20' },
          ),
        }),
        ({ monthly, inc, feeGap, due, deviceGap, when }) => {
          const rental = rentalOf(monthly, inc);
          // A device gap that happens to be the VAT on what was due is the next property's.
          fc.pre(deviceGap !== vatOf(due));
          const r = check({
            ...when,
            fee: aed(rental + feeGap),
            monthly: aed(monthly),
            vat: inc ? 'included' : 'excluded',
            deviceCharged: aed(due + deviceGap),
            deviceDue: aed(due),
          });
          expect(r.ok, JSON.stringify(!r.ok && r.errors)).toBe(true);
          if (!r.ok) return;
          const text = strip(composeLetter(problem, copy, r.input, locale).text);
          const covered = !UNCOVERED.some((u) => u === when);
          expect(text).toContain(strip(device.rule));
          expect(text.includes(longest(l.exitFeeNotCovered))).toBe(!covered);
          expect(text.includes(longest(l.exitFeeOver))).toBe(covered);
          expect(text.includes(longest(l.exitTotal))).toBe(covered);
          const claimed = covered ? feeGap + deviceGap : deviceGap;
          // Device charges above those due: the device remedy, for all that is claimed.
          expect(text).toContain(strip(fillRemedy(device.remedy, money(claimed))));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('never calls the VAT on the device charges due an overcharge, in either VAT mode of the rental', () => {
    fc.assert(
      fc.property(
        fc.record({
          monthly: fc.integer({ min: 100, max: 5_000_000 }),
          inc: fc.boolean(),
          due: fc.integer({ min: 20, max: 5_000_000 }),
          feeAbove: fc.boolean(),
          when: fc.constantFrom(
            { date: '2021-05-01', service: 'home' },
            { date: '2020-03-01', service: 'mobile' },
          ),
        }),
        ({ monthly, inc, due, feeAbove, when }) => {
          const rental = rentalOf(monthly, inc);
          const r = check({
            ...when,
            fee: aed(feeAbove ? rental + 1000 : rental),
            monthly: aed(monthly),
            vat: inc ? 'included' : 'excluded',
            deviceCharged: aed(due + vatOf(due)),
            deviceDue: aed(due),
          });
          if (!feeAbove) {
            expect(r.ok).toBe(false);
            if (r.ok) return;
            expect(Object.keys(r.errors)).toEqual(['deviceCharged']);
            expect(strip(r.errors.deviceCharged!)).toContain(money(vatOf(due)));
            return;
          }
          expect(r.ok, JSON.stringify(!r.ok && r.errors)).toBe(true);
          if (!r.ok) return;
          const text = strip(composeLetter(problem, copy, r.input, locale).text);
          expect(text).not.toContain(longest(l.exitDeviceOver));
          expect(text).not.toContain(strip(device.rule));
          expect(text).toContain(strip(fillRemedy(problem.remedy, money(1000))));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("asks for both device amounts as the bill shows them, in the hints and the problem's text", () => {
    const hints = copy.form.hints;
    const said = locale === 'en' ? /as your bill/ : /كما تظهر في فاتورتك/;
    expect(hints.deviceCharged).toMatch(said);
    expect(hints.deviceDue).toMatch(said);
    // The old hint tied the device amount to the rental's VAT treatment, against the comparison.
    expect(hints.deviceDue).not.toMatch(/as the rental|نفسها للإيجار/);
  });
});

/** The remedy with its amount, the way the letter fills it. */
function fillRemedy(remedy: string, amount: string) {
  return remedy.replace('{overcharge}', amount);
}
