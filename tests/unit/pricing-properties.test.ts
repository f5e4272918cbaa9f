/**
 * The calculator's properties (fast-check): totals, VAT, exit costs and fees over any offer, and
 * the comparison's URL encoding round-tripping any comparison. Worked examples: pricing.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costOf,
  decodeComparison,
  encodeComparison,
  exitCost,
  FEE_KINDS,
  gross,
  type ComparisonState,
  type Entered,
  type Offer,
} from '@/lib/pricing';

const money = fc.integer({ min: 0, max: 5_000_000 });
const months = fc.integer({ min: 0, max: 36 });
const arbOffer: fc.Arbitrary<Offer> = fc.record({
  id: fc.constant('x'),
  name: fc.string({ maxLength: 20 }),
  monthly: money,
  vatIncluded: fc.boolean(),
  contractMonths: months,
  fees: fc.array(fc.record({ kind: fc.constantFrom(...FEE_KINDS), amount: money }), {
    maxLength: 5,
  }),
  device: fc.option(fc.record({ monthly: money, months: fc.integer({ min: 1, max: 36 }) }), {
    nil: undefined,
  }),
  deviceCharges: fc.option(
    fc.array(
      fc.record(
        {
          amount: money,
          months: fc.oneof(fc.integer({ min: 1, max: 36 }), fc.constant('not stated' as const)),
        },
        { requiredKeys: ['amount'] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    { nil: undefined },
  ),
  promo: fc.option(fc.record({ monthly: money, months: fc.integer({ min: 1, max: 12 }) }), {
    nil: undefined,
  }),
  dataGb: fc.oneof(
    fc.constant(null),
    fc.constant('unlimited' as const),
    fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
  ),
});
const period = fc.integer({ min: 1, max: 36 });

describe('calculator properties', () => {
  it('total = sum of its parts, and the cumulative curve ends at the total less the cost of leaving', () => {
    fc.assert(
      fc.property(arbOffer, period, (o, p) => {
        const c = costOf(o, p);
        const b = c.breakdown;
        expect(c.total).toBe(b.rental + b.promo + b.fees + b.device + b.leaving);
        expect(c.cumulative).toHaveLength(p + 1);
        expect(c.cumulative.at(-1)! + b.leaving).toBe(c.total);
        for (let i = 1; i < c.cumulative.length; i++)
          expect(c.cumulative[i]).toBeGreaterThanOrEqual(c.cumulative[i - 1]);
        expect(Number.isSafeInteger(c.total)).toBe(true);
      }),
    );
  });

  it('VAT is never applied twice: a VAT-inclusive offer costs exactly its prices', () => {
    fc.assert(
      fc.property(arbOffer, period, (withCharges, p) => {
        // Device charges are prorated before VAT is added, so their rounding differs by a fils.
        const o = { ...withCharges, deviceCharges: undefined };
        const taxed = costOf({ ...o, vatIncluded: false }, p);
        // The same offer entered with its VAT-inclusive prices gives the same total.
        const g = (n: number) => gross(n, false);
        const incl: Offer = {
          ...o,
          vatIncluded: true,
          monthly: g(o.monthly),
          fees: o.fees.map((f) => ({ ...f, amount: g(f.amount) })),
          device: o.device && { ...o.device, monthly: g(o.device.monthly) },
          promo: o.promo && { ...o.promo, monthly: g(o.promo.monthly) },
        };
        expect(costOf(incl, p).total).toBe(taxed.total);
        const plain = costOf({ ...o, vatIncluded: true }, p);
        expect(plain.monthlyWithVat).toBe(o.monthly);
      }),
    );
  });

  it("exit cost = one month's rental with VAT + instalments still due + device charges still due", () => {
    fc.assert(
      fc.property(arbOffer, fc.integer({ min: 0, max: 40 }), (o, m) => {
        const e = exitCost(o, m);
        const rental =
          o.contractMonths > 0 && e.month < o.contractMonths ? gross(o.monthly, o.vatIncluded) : 0;
        const instalments = o.device
          ? Math.max(0, o.device.months - e.month) * gross(o.device.monthly, o.vatIncluded)
          : 0;
        // Each charge still due: amount x (n - (1 + m)) / n of its n-month schedule (the contract's
        // when it has none of its own, one month without a contract), or all of it when no
        // schedule is stated; taxed like the offer.
        const charges = (o.deviceCharges ?? []).reduce((sum, c) => {
          const n = c.months ?? (o.contractMonths > 0 ? o.contractMonths : 1);
          const due =
            n === 'not stated' || n === 0
              ? c.amount
              : Math.round((c.amount * Math.max(0, n - 1 - e.month)) / n);
          return sum + gross(due, o.vatIncluded);
        }, 0);
        expect(e.terminationFee).toBe(rental);
        expect(e.remainingInstalments).toBe(instalments);
        expect(e.deviceCharges).toBe(charges);
        expect(e.exitFee).toBe(rental + instalments + charges);
        // No charge is ever more than it was listed at (with VAT).
        expect(e.deviceCharges).toBeLessThanOrEqual(
          (o.deviceCharges ?? []).reduce((s, c) => s + gross(c.amount, o.vatIncluded), 0),
        );
      }),
    );
  });

  it("a total over a period is what leaving at the period's end costs in all", () => {
    fc.assert(
      fc.property(arbOffer, period, (o, p) => {
        const c = costOf(o, p);
        const leaving = exitCost(o, p);
        expect(c.total).toBe(leaving.totalIfLeaving);
        expect(c.breakdown.leaving).toBe(leaving.exitFee);
      }),
    );
  });

  it('leaving later never owes more device charges', () => {
    fc.assert(
      fc.property(arbOffer, fc.integer({ min: 0, max: 39 }), (o, m) => {
        expect(exitCost(o, m + 1).deviceCharges).toBeLessThanOrEqual(exitCost(o, m).deviceCharges);
      }),
    );
  });

  it('adding a fee never lowers a total', () => {
    fc.assert(
      fc.property(arbOffer, period, fc.constantFrom(...FEE_KINDS), money, (o, p, kind, amount) => {
        const before = costOf(o, p).total;
        const after = costOf({ ...o, fees: [...o.fees, { kind, amount }] }, p).total;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('URL encoding', () => {
  const arbEntered: fc.Arbitrary<Entered> = arbOffer
    .map((o) => {
      const rest: Partial<Offer> = { ...o };
      delete rest.id;
      return rest as Entered;
    })
    .chain((o) =>
      fc
        .record({
          localMinutes: fc.option(
            fc.oneof(fc.constant('unlimited' as const), fc.integer({ min: 0, max: 100000 })),
            { nil: undefined },
          ),
          internationalMinutes: fc.option(fc.integer({ min: 0, max: 10000 }), { nil: undefined }),
        })
        .map((extra) => {
          const out: Entered = { ...o };
          if (extra.localMinutes !== undefined) out.localMinutes = extra.localMinutes;
          if (extra.internationalMinutes !== undefined)
            out.internationalMinutes = extra.internationalMinutes;
          if (!out.device) delete out.device;
          if (!out.promo) delete out.promo;
          // A shared link carries a charge's amount; its schedule is the contract's.
          if (!out.deviceCharges) delete out.deviceCharges;
          else out.deviceCharges = out.deviceCharges.map(({ amount }) => ({ amount }));
          return out;
        }),
    );
  const arbState: fc.Arbitrary<ComparisonState> = fc.record({
    picks: fc.array(
      fc.oneof(
        fc
          .stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)
          .map((slug) => ({ kind: 'catalogue' as const, slug })),
        arbEntered.map((offer) => ({ kind: 'entered' as const, offer })),
      ),
      { maxLength: 4 },
    ),
    exitMonth: fc.integer({ min: 0, max: 60 }),
    period: fc.constantFrom(undefined, 24, 36),
  });

  it('round-trips any comparison', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        expect(decodeComparison(encodeComparison(s))).toEqual(s);
      }),
    );
  });

  it('is compact and drops what it cannot read', () => {
    const s: ComparisonState = {
      picks: [
        { kind: 'catalogue', slug: 'du-power-plan-300' },
        {
          kind: 'entered',
          offer: {
            name: 'Shop quote',
            monthly: 19900,
            vatIncluded: false,
            contractMonths: 24,
            fees: [{ kind: 'activation', amount: 12500 }],
            dataGb: 25,
          },
        },
      ],
      exitMonth: 6,
    };
    const q = encodeComparison(s);
    expect(q.length).toBeLessThan(80);
    expect(decodeComparison(`${q}&o=~bad&o=NOT%20A%20SLUG`)).toEqual(s);
  });
});
