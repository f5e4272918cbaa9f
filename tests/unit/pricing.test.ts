import { describe, expect, it } from 'vitest';
import {
  compareOffers,
  costOf,
  deviceChargeDue,
  exitCost,
  formatAed,
  gross,
  parseAed,
  vatOn,
  type Offer,
} from '@/lib/pricing';

const base: Offer = {
  id: 'e:1',
  name: 'Test',
  monthly: 10000,
  vatIncluded: false,
  contractMonths: 12,
  fees: [],
  dataGb: 10,
};

describe('VAT and money', () => {
  it('adds 5% rounded half up to the fils', () => {
    expect(vatOn(10000)).toBe(500);
    expect(vatOn(1)).toBe(0); // 0.05 fils
    expect(vatOn(10)).toBe(1); // 0.5 fils rounds up
    expect(vatOn(9)).toBe(0); // 0.45 fils
    expect(vatOn(12345)).toBe(617); // 617.25
    expect(gross(12345, false)).toBe(12962);
  });
  it('does not tax a price that already includes VAT', () => {
    expect(gross(10500, true)).toBe(10500);
  });
  it('formats and parses AED', () => {
    expect(formatAed(123456, 'en')).toBe('AED 1,234.56');
    expect(parseAed('1,234.5')).toBe(123450);
    expect(parseAed('99')).toBe(9900);
    expect(parseAed('9.999')).toBeNull();
    expect(parseAed('-3')).toBeNull();
  });
  it('rejects fractional fils', () => {
    expect(() => vatOn(1.5)).toThrow(RangeError);
  });
});

describe('total cost', () => {
  it('adds VAT, fees, device instalments and promo months', () => {
    const cost = costOf(
      {
        ...base,
        fees: [{ kind: 'activation', amount: 10000 }],
        device: { monthly: 5000, months: 24 },
        promo: { monthly: 5000, months: 3 },
      },
      12,
    );
    expect(cost.monthlyWithVat).toBe(10500);
    // Twelve instalments are paid in the period; the twelve still due are owed on leaving at its end.
    expect(cost.breakdown).toEqual({
      rental: 9 * 10500,
      promo: 3 * 5250,
      fees: 10500,
      device: 12 * 5250,
      leaving: 12 * 5250,
    });
    expect(cost.total).toBe(94500 + 15750 + 10500 + 126000);
    expect(cost.cumulative).toHaveLength(13);
    expect(cost.cumulative[0]).toBe(10500);
    expect(cost.cumulative[1]).toBe(10500 + 5250 + 5250);
    expect(cost.cumulative[12] + cost.breakdown.leaving).toBe(cost.total);
    expect(cost.effectiveMonthly).toBe(Math.round(cost.total / 12));
    expect(cost.perGb).toBe(Math.round(cost.effectiveMonthly / 10));
  });
  it('uses the comparison period for an offer with no contract, and no cost per GB when unlimited', () => {
    const cost = costOf({ ...base, contractMonths: 0, dataGb: 'unlimited' }, 6);
    expect(cost.months).toBe(6);
    expect(cost.total).toBe(6 * 10500);
    expect(cost.perGb).toBeNull();
  });
});

describe('exit cost (TDRA cap)', () => {
  const o: Offer = { ...base, contractMonths: 24, device: { monthly: 10000, months: 24 } };
  it("charges one month's rental plus the instalments still due", () => {
    const e = exitCost(o, 6);
    expect(e.terminationFee).toBe(10500);
    expect(e.remainingInstalments).toBe(18 * 10500);
    expect(e.totalIfLeaving).toBe(6 * 21000 + 10500 + 18 * 10500);
  });
  it('charges nothing after the contract ends, and no fee without a contract', () => {
    expect(exitCost(o, 24).exitFee).toBe(0);
    expect(exitCost({ ...base, contractMonths: 0 }, 3).exitFee).toBe(0);
  });
});

describe("device charges due on leaving (e&'s terms list them; aladdin.life's blog gives the proration)", () => {
  // e&'s eLife Ultra Starter, 24 months, AED 429 excl. VAT; the TV box (AED 480), the router
  // (AED 240) and the home phone (AED 120) its terms list, excl. VAT.
  const elife: Offer = {
    ...base,
    monthly: 42900,
    contractMonths: 24,
    dataGb: null,
    deviceCharges: [{ amount: 48000 }, { amount: 24000 }, { amount: 12000 }],
  };
  it('prorates each charge as device cost / contract months x (contract months - (1 + months spent))', () => {
    expect(deviceChargeDue(48000, 24, 0)).toBe(46000); // 480 x 23/24
    expect(deviceChargeDue(48000, 24, 6)).toBe(34000); // 480 x 17/24
    expect(deviceChargeDue(48000, 24, 23)).toBe(0);
    expect(deviceChargeDue(48000, 24, 24)).toBe(0);
    // A schedule the source does not state: the whole charge, whenever one leaves.
    expect(deviceChargeDue(48000, 'not stated', 3)).toBe(48000);
    expect(deviceChargeDue(48000, 'not stated', 40)).toBe(48000);
  });
  it('adds them, with VAT, to the exit cost at month m, and to a total over a period shorter than the contract', () => {
    const e = exitCost(elife, 6);
    expect(e.deviceCharges).toBe(62475); // (340 + 170 + 85) x 1.05
    expect(e.exitFee).toBe(45045 + 62475);
    // Over 12 months the contract is left at month 12: 840 x 11/24 = 385.00, + VAT = 404.25.
    expect(costOf(elife, 12).total - costOf({ ...elife, deviceCharges: [] }, 12).total).toBe(40425);
    // Over its whole 24 months none is due.
    expect(costOf(elife, 24).total).toBe(costOf({ ...elife, deviceCharges: [] }, 24).total);
    expect(exitCost(elife, 24).exitFee).toBe(0);
  });
});

describe('comparison', () => {
  it('marks the cheapest total and states a tie', () => {
    const a = { ...base, id: 'a' };
    const b = { ...base, id: 'b' };
    const c = { ...base, id: 'c', monthly: 20000 };
    const cmp = compareOffers([a, b, c], 0, 12);
    expect(cmp.cheapest).toEqual(['a', 'b']);
    expect(cmp.tie).toBe(true);
  });
  it('compares every offer over the same period, a longer contract left at its end', () => {
    const cmp = compareOffers(
      [
        { ...base, id: 'a', contractMonths: 24 },
        { ...base, id: 'b', monthly: 9000, contractMonths: 0 },
      ],
      0,
      12,
    );
    expect(cmp.costs.map((c) => c.months)).toEqual([12, 12]);
    // a: 12 x 105.00 + one month's rental to leave; b: 12 x 94.50.
    expect(cmp.costs.map((c) => c.total)).toEqual([13 * 10500, 12 * 9450]);
    expect(cmp.cheapest).toEqual(['b']);
    expect(cmp.tie).toBe(false);
  });
  it('calls no single offer the cheapest: there is nothing to compare it with', () => {
    const cmp = compareOffers([{ ...base, id: 'a' }], 0, 12);
    expect(cmp.cheapest).toEqual([]);
    expect(cmp.tie).toBe(false);
  });
});

// ---- property tests ----
