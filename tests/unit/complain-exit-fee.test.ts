/**
 * The exit-fee cap of a complaint letter (issue 31), checked as properties with the comparison's
 * money code: one month's rental plus the device charges still due, each with 5% VAT unless
 * entered with it, the overcharge what the fee is above that.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exitFeeCap, overcharge } from '@/lib/complain/exit-fee';
import { composeLetter } from '@/lib/complain/letter';
import { getComplaintProblems, getPage } from '@/lib/content';
import { formatAed, LOCALES } from '@/lib/i18n/format';
import { EARLY_TERMINATION, exitCost, gross, vatOn } from '@/lib/pricing';

const fils = fc.integer({ min: 0, max: 999_999_999 });
const positive = fc.integer({ min: 1, max: 999_999_999 });

describe('the exit-fee cap', () => {
  it('is one month of rental plus the device charges, taxed alike', () => {
    fc.assert(
      fc.property(positive, fils, fc.boolean(), (monthly, deviceDue, vatIncluded) => {
        const c = exitFeeCap({ monthly, vatIncluded, deviceDue });
        // 5% VAT, rounded half up to the fils, written out here rather than taken from the code.
        const taxed = (n: number) => (vatIncluded ? n : n + Math.floor((n * 5 + 50) / 100));
        expect(EARLY_TERMINATION.capMonthsOfRental).toBe(1);
        expect(c.rental).toBe(taxed(monthly));
        expect(c.vat).toBe(vatIncluded ? 0 : vatOn(monthly));
        expect(c.deviceDue).toBe(taxed(deviceDue));
        expect(c.cap).toBe(taxed(monthly) + taxed(deviceDue));
      }),
    );
  });

  it("matches the comparison's exit cost of a contract left in its first month", () => {
    fc.assert(
      fc.property(positive, fils, fc.boolean(), fc.integer({ min: 1, max: 36 }), (m, d, v, n) => {
        const exit = exitCost(
          {
            id: 'x',
            name: 'x',
            monthly: m,
            vatIncluded: v,
            contractMonths: n,
            fees: [],
            dataGb: null,
            deviceCharges: d ? [{ amount: d, months: 'not stated' }] : [],
          },
          0,
        );
        expect(exitFeeCap({ monthly: m, vatIncluded: v, deviceDue: d }).cap).toBe(exit.exitFee);
      }),
    );
  });

  it('grows with the rental and the device charges', () => {
    fc.assert(
      fc.property(positive, fils, fils, fc.boolean(), (m, d, extra, v) => {
        const a = exitFeeCap({ monthly: m, vatIncluded: v, deviceDue: d }).cap;
        expect(
          exitFeeCap({ monthly: m, vatIncluded: v, deviceDue: d + extra }).cap,
        ).toBeGreaterThanOrEqual(a);
        expect(
          exitFeeCap({ monthly: m + extra, vatIncluded: v, deviceDue: d }).cap,
        ).toBeGreaterThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual(gross(m, v));
      }),
    );
  });

  it('leaves an overcharge that, with the cap, makes up the fee', () => {
    fc.assert(
      fc.property(fils, fils, (fee, cap) => {
        const over = overcharge(fee, cap);
        expect(over).toBeGreaterThanOrEqual(0);
        expect(over === 0).toBe(fee <= cap);
        if (over > 0) expect(cap + over).toBe(fee);
      }),
    );
  });

  it.each(LOCALES)('is what the %s letter states, with the overcharge', (locale) => {
    const problem = getComplaintProblems(locale).find((p) => p.facts.includes('exitFee'))!;
    const copy = getPage('complain', locale).blocks;
    fc.assert(
      fc.property(positive, fils, fc.boolean(), positive, (monthly, deviceDue, inc, above) => {
        const { cap } = exitFeeCap({ monthly, vatIncluded: inc, deviceDue });
        const fee = cap + above;
        const letter = composeLetter(
          problem,
          copy,
          {
            name: 'N',
            account: 'A',
            operator: 'eand',
            date: '2026-01-05',
            description: 'D',
            replyBy: '2026-12-31',
            letterLocale: locale,
            fee,
            monthly,
            vat: inc ? 'included' : 'excluded',
            deviceDue,
          },
          locale,
        );
        expect(letter.text).toContain(formatAed(cap, locale));
        expect(letter.text).toContain(formatAed(above, locale));
        expect(letter.text).toContain(formatAed(fee, locale));
      }),
      { numRuns: 50 },
    );
  });
});
