/**
 * The exit-fee decision of a complaint letter (issues 31 and 51), as properties over the three
 * amounts a bill and a contract give (the fee, the device charges billed with it, the device
 * charges still due) and the rental, in both VAT modes: the fee is compared with one month's
 * rental, the device charges billed with those still due; the complaint holds when either is
 * above, and the schema and the letter, in both languages, say the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exitFeeDecision } from '@/lib/complain/exit-fee';
import { letterMoney } from '@/lib/complain/bidi';
import { composeLetter } from '@/lib/complain/letter';
import { checkComplaint } from '@/lib/complain/schema';
import { getComplaintProblems, getPage } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/format';
import { EARLY_TERMINATION } from '@/lib/pricing';

const fils = fc.integer({ min: 0, max: 99_999_999 });
const positive = fc.integer({ min: 1, max: 99_999_999 });
// 5% VAT, rounded half up to the fils, written out here rather than taken from the code.
const taxed = (n: number, included: boolean) => (included ? n : n + Math.floor((n * 5 + 50) / 100));
const NOW = new Date('2026-11-26T12:00:00Z');
const strip = (t: string) => t.replace(/[\u2066-\u2069\u200f]/g, '');

describe('the exit-fee decision', () => {
  it('compares the fee with one month of rental and the device charges with those still due', () => {
    fc.assert(
      fc.property(fils, fils, positive, fc.boolean(), fils, (fee, charged, monthly, inc, due) => {
        const d = exitFeeDecision({
          fee,
          deviceCharged: charged,
          monthly,
          vatIncluded: inc,
          deviceDue: due,
        });
        expect(EARLY_TERMINATION.capMonthsOfRental).toBe(1);
        expect(d.rental).toBe(taxed(monthly, inc));
        // The device charges are compared as entered: the VAT question is the rental's only.
        expect(d.deviceDue).toBe(due);
        expect(d.feeOver).toBe(Math.max(0, fee - taxed(monthly, inc)));
        // A difference that is exactly the 5% VAT on what was due is the tax.
        const vat = taxed(due, false) - due;
        const vatOnly = vat > 0 && charged - due === vat;
        expect(d.deviceVatOnly).toBe(vatOnly);
        expect(d.deviceOver).toBe(vatOnly ? 0 : Math.max(0, charged - due));
        expect(d.overcharge).toBe(d.feeOver + d.deviceOver);
        expect(d.valid).toBe(fee > taxed(monthly, inc) || (charged > due && !vatOnly));
      }),
    );
  });

  it('never lets device charges still due excuse a fee above one month of rental', () => {
    fc.assert(
      fc.property(positive, positive, fc.boolean(), fils, (monthly, above, inc, due) => {
        const fee = taxed(monthly, inc) + above;
        const d = exitFeeDecision({
          fee,
          deviceCharged: 0,
          monthly,
          vatIncluded: inc,
          deviceDue: due,
        });
        expect(d).toMatchObject({ valid: true, feeOver: above });
      }),
    );
  });

  it('holds the example of issue 51: fee 500, rental 200 before VAT, device still due 1,000', () => {
    const d = exitFeeDecision({
      fee: 50000,
      deviceCharged: 0,
      monthly: 20000,
      vatIncluded: false,
      deviceDue: 100000,
    });
    expect(d).toMatchObject({ rental: 21000, feeOver: 29000, valid: true, overcharge: 29000 });
  });
});

const copyOf = (locale: Locale) => {
  const b = getPage('complain', locale).blocks;
  return { errors: b.errors, labels: b.form.labels, letter: b.letter };
};
const post = (v: Record<string, string>) => ({
  name: 'Mariam',
  account: '050 123 4567',
  operator: 'eand',
  date: '2026-10-02',
  description: 'They charged me to leave.',
  replyBy: '2026-12-10',
  letterLocale: 'en',
  service: 'mobile',
  vat: 'excluded',
  ...v,
});

describe.each(LOCALES)('the exit-fee letter in %s', (locale) => {
  const problem = getComplaintProblems(locale).find((p) => p.facts.includes('exitFee'))!;
  const copy = getPage('complain', locale).blocks;
  const money = (n: number) => strip(letterMoney(n, copy.letter.money, locale));
  const rules = { facts: problem.facts, appliesFrom: problem.appliesFrom };

  it('is written for the example of issue 51, naming AED 290 above the rental of 210', () => {
    const r = checkComplaint(
      post({ fee: '500', monthly: '200', deviceDue: '1000', letterLocale: locale }),
      rules,
      copyOf(locale),
      locale,
      NOW,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = strip(composeLetter(problem, copy, r.input, locale).text);
    expect(text).toContain(money(29000));
    expect(text).toContain(money(21000));
    expect(text).toContain(money(50000));
  });

  it('is refused, with the two limits, exactly when neither amount is above its limit', () => {
    fc.assert(
      fc.property(fils, fils, positive, fc.boolean(), fils, (fee, charged, monthly, inc, due) => {
        const values = post({
          fee: (Math.max(fee, 1) / 100).toFixed(2),
          deviceCharged: (charged / 100).toFixed(2),
          monthly: (monthly / 100).toFixed(2),
          vat: inc ? 'included' : 'excluded',
          deviceDue: (due / 100).toFixed(2),
          letterLocale: locale,
        });
        const r = checkComplaint(values, rules, copyOf(locale), locale, NOW);
        const d = exitFeeDecision({
          fee: Math.max(fee, 1),
          deviceCharged: charged,
          monthly,
          vatIncluded: inc,
          deviceDue: due,
        });
        expect(r.ok).toBe(d.valid);
        if (!r.ok && d.deviceVatOnly) {
          expect(strip(r.errors.deviceCharged!)).toContain(money(d.deviceVat));
          return;
        }
        if (!r.ok) {
          expect(strip(r.errors.fee!)).toContain(money(d.rental));
          expect(strip(r.errors.fee!)).toContain(money(d.deviceDue));
          return;
        }
        const text = strip(composeLetter(problem, copy, r.input, locale).text);
        expect(text).toContain(money(d.overcharge));
        if (d.feeOver > 0) expect(text).toContain(money(d.feeOver));
        if (d.deviceOver > 0) expect(text).toContain(money(d.deviceOver));
      }),
      { numRuns: 60 },
    );
  });

  it('cites the Emirates Today report (device charges owed on top) for a home or mobile contract left from 2020', () => {
    const teller = problem.sources[0];
    expect(teller.publisher).toBe('Teller Report');
    expect(problem.rule).toContain('Teller Report');
    const gulfNewsDecember = problem.sources.find(
      (s) => s.publisher === 'Gulf News' && s.published === '2019-12-24',
    )!;
    const input = (service: string) => {
      const r = checkComplaint(
        post({ fee: '900', monthly: '300', service, letterLocale: locale }),
        rules,
        copyOf(locale),
        locale,
        NOW,
      );
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return strip(composeLetter(problem, copy, r.input, locale).text);
    };
    for (const service of ['home', 'mobile']) {
      expect(input(service)).toContain(teller.url);
      expect(input(service)).toContain(strip(problem.rule));
      // Gulf News of 24 December 2019 does not say device charges are owed on top.
      expect(input(service)).not.toContain(gulfNewsDecember.url);
    }
  });
});
