/**
 * The device part of an exit-fee letter (issue 51, the consumer-affairs editor's last reading):
 * device charges billed above those still due are a billing error under the contract, not a
 * breach of the fee cap. So a letter whose fee is within one month's rental cites no rule and no
 * source, says the device charges are above what the contract left due, and has its own subject;
 * a letter whose fee is above the cap cites the rule (the 2019 one for a mobile contract left in
 * 2019, the 2020 one after) for the fee, and words any device excess as the billing error beside
 * it. Properties over every combination, both languages, both VAT modes, 2019 and 2020 onwards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeLetter } from '@/lib/complain/letter';
import { LOCALES } from '@/lib/i18n/format';
import { exitFeeCase, longest, rentalOf, strip } from '../support/complaint';

const NOW = new Date('2026-11-29T12:00:00Z');
const aed = (fils: number) => (fils / 100).toFixed(2);

/** When the contract was left: in 2019 (a mobile contract, the earlier rule) or from 2020. */
const WHEN = [
  { date: '2019-07-10', service: 'mobile', earlier: true },
  { date: '2020-03-01', service: 'mobile', earlier: false },
  { date: '2021-05-01', service: 'home', earlier: false },
] as const;

describe.each(LOCALES)('the device part of an exit-fee letter in %s', (locale) => {
  const { problem, copy, device, check } = exitFeeCase(locale, NOW, {
    operator: 'du',
    date: '2020-03-01',
  });

  it('cites the fee cap only for a fee above it, and words device charges above those due as a billing error', () => {
    const amount = fc.integer({ min: 1, max: 5_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          monthly: amount,
          inc: fc.boolean(),
          feeAbove: fc.boolean(),
          deviceAbove: fc.boolean(),
          gap: amount,
          due: fc.integer({ min: 0, max: 5_000_000 }),
          when: fc.constantFrom(...WHEN),
        }),
        ({ monthly, inc, feeAbove, deviceAbove, gap, due, when }) => {
          fc.pre(feeAbove || deviceAbove);
          // A device gap that is exactly the 5% VAT on what was due is the tax, not an
          // overcharge (complain-device-ground.test.ts).
          fc.pre(!deviceAbove || gap !== Math.floor((due * 5 + 50) / 100));
          const rental = rentalOf(monthly, inc);
          const fee = feeAbove ? rental + gap : Math.max(1, rental - (gap % rental));
          const charged = deviceAbove ? due + gap : due;
          const r = check({
            date: when.date,
            service: when.service,
            // A 2019 letter needs the signing day only when it cites the 2019 rule.
            signed: when.earlier && feeAbove ? '2019-03-20' : undefined,
            fee: aed(fee),
            monthly: aed(monthly),
            vat: inc ? 'included' : 'excluded',
            deviceCharged: aed(charged),
            deviceDue: aed(due),
          });
          expect(r.ok, JSON.stringify(!r.ok && r.errors)).toBe(true);
          if (!r.ok) return;
          const letter = composeLetter(problem, copy, r.input, locale);
          const text = strip(letter.text);
          const subject = strip(letter.head[2]);
          const rule = when.earlier ? problem.newMobile!.rule : problem.rule;
          const rulePrefix = longest(copy.letter.rule);
          if (feeAbove) {
            expect(text).toContain(strip(rule));
            expect(text.split(rulePrefix)).toHaveLength(2);
            expect(subject).toContain(strip(problem.title));
          } else {
            expect(text).not.toContain(rulePrefix);
            expect(text).not.toContain(strip(problem.rule));
            expect(text).not.toContain(strip(problem.newMobile!.rule));
            for (const s of problem.sources) expect(text).not.toContain(s.url);
            expect(subject).toContain(strip(device.title));
            expect(text).not.toContain(longest(copy.letter.signed));
          }
          if (deviceAbove) {
            expect(text).toContain(strip(device.rule));
            expect(text).toContain(longest(device.remedy));
            expect(text).toContain(longest(copy.letter.exitDeviceOver));
          } else {
            expect(text).not.toContain(strip(device.rule));
            expect(text).not.toContain(longest(device.remedy));
          }
          expect(text.includes(longest(copy.letter.exitTotal))).toBe(feeAbove && deviceAbove);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('takes a device-only complaint without a signing day or a date the fee cap covers', () => {
    const values = {
      service: 'mobile',
      fee: '100',
      monthly: '200',
      vat: 'excluded',
      deviceCharged: '900',
      deviceDue: '400',
    };
    for (const v of [
      { date: '2019-06-15' },
      { date: '2019-06-15', signed: '2019-01-10' },
      { date: '2018-11-01' },
      { date: '2019-06-15', service: 'home' },
    ]) {
      const r = check({ ...values, ...v });
      expect(r.ok, JSON.stringify(v)).toBe(true);
    }
    // A fee above the cap still needs them.
    const above = check({ ...values, fee: '500', date: '2019-06-15' });
    expect(!above.ok && Object.keys(above.errors)).toEqual(['signed']);
  });
});
