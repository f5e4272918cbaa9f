/**
 * The one-period rule (issue 27): every offer is costed over the same period, chosen by the
 * visitor, and offers are ordered by their total over it, in the comparison and the catalogue.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listCatalogue, type CatalogueEntry } from '@/lib/catalogue/entries';
import {
  compareOffers,
  costOf,
  exitCost,
  gross,
  parsePeriod,
  PERIODS,
  type Offer,
} from '@/lib/pricing';

const money = fc.integer({ min: 0, max: 5_000_000 });
const chosen = fc.constantFrom(...PERIODS);
const anyPeriod = fc.integer({ min: 1, max: 60 });

/** A plain offer: a monthly price and a contract, nothing else. */
const plain = (contractMonths: fc.Arbitrary<number>): fc.Arbitrary<Offer> =>
  fc.record({
    id: fc.constant('x'),
    name: fc.constant('Plain'),
    monthly: money,
    vatIncluded: fc.boolean(),
    contractMonths,
    fees: fc.constant([]),
    dataGb: fc.constant(null),
  });

/** Any offer, with fees, instalments, device charges on their own schedules and a promotion. */
const anyOffer: fc.Arbitrary<Offer> = fc
  .record({
    base: plain(fc.integer({ min: 0, max: 36 })),
    fees: fc.array(fc.record({ kind: fc.constant('activation' as const), amount: money }), {
      maxLength: 2,
    }),
    device: fc.option(fc.record({ monthly: money, months: fc.integer({ min: 1, max: 36 }) }), {
      nil: undefined,
    }),
    deviceCharges: fc.array(
      fc.record({
        amount: money,
        months: fc.oneof(fc.integer({ min: 1, max: 36 }), fc.constant('not stated' as const)),
      }),
      { maxLength: 3 },
    ),
    promo: fc.option(fc.record({ monthly: money, months: fc.integer({ min: 1, max: 12 }) }), {
      nil: undefined,
    }),
  })
  .map(({ base, ...rest }) => ({ ...base, ...rest }));

describe('one period for every offer', () => {
  it('a no-contract plan over 24 months costs twice its 12, and 36 three times', () => {
    fc.assert(
      fc.property(plain(fc.constant(0)), (o) => {
        const twelve = costOf(o, 12).total;
        expect(costOf(o, 24).total).toBe(2 * twelve);
        expect(costOf(o, 36).total).toBe(3 * twelve);
      }),
    );
  });

  it('without a contract, the service runs month to month for the whole period', () => {
    fc.assert(
      fc.property(plain(fc.constant(0)), anyPeriod, (o, p) => {
        const c = costOf(o, p);
        expect(c.months).toBe(p);
        expect(c.total).toBe(p * gross(o.monthly, o.vatIncluded));
        expect(c.breakdown.leaving).toBe(0);
      }),
    );
  });

  it('a contract shorter than the period continues at its price after its term', () => {
    fc.assert(
      fc.property(plain(fc.integer({ min: 1, max: 60 })), anyPeriod, (o, p) => {
        fc.pre(o.contractMonths <= p);
        expect(costOf(o, p).total).toBe(p * gross(o.monthly, o.vatIncluded));
      }),
    );
  });

  it('a contract longer than the period is left at its end: the exit cap and the charges still due', () => {
    fc.assert(
      fc.property(anyOffer, anyPeriod, (o, p) => {
        fc.pre(o.contractMonths > p);
        const c = costOf(o, p);
        const leaving = exitCost(o, p);
        expect(leaving.terminationFee).toBe(gross(o.monthly, o.vatIncluded));
        expect(c.breakdown.leaving).toBe(
          leaving.terminationFee + leaving.remainingInstalments + leaving.deviceCharges,
        );
        expect(c.total).toBe(c.cumulative[p] + c.breakdown.leaving);
      }),
    );
  });

  it('the comparison costs every offer over the chosen period and names the cheapest by that total', () => {
    fc.assert(
      fc.property(fc.array(anyOffer, { minLength: 2, maxLength: 4 }), chosen, (list, p) => {
        const offers = list.map((o, i) => ({ ...o, id: `o${i}` }));
        const cmp = compareOffers(offers, 1, p);
        expect(cmp.period).toBe(p);
        expect(cmp.chartMonths).toBe(p);
        for (const c of cmp.costs) expect(c.months).toBe(p);
        const totals = offers.map((o) => costOf(o, p).total);
        const min = Math.min(...totals);
        expect(cmp.cheapest).toEqual(offers.filter((_, i) => totals[i] === min).map((o) => o.id));
      }),
    );
  });

  it('a single offer is never called the cheapest', () => {
    fc.assert(
      fc.property(anyOffer, chosen, (o, p) => {
        expect(compareOffers([o], 1, p).cheapest).toEqual([]);
      }),
    );
  });

  it('the catalogue, sorted by total cost, is in the order of the total over the chosen period', () => {
    const entry = (o: Offer, i: number, stale: boolean): CatalogueEntry => ({
      slug: `plan-${i}`,
      operator: 'eand',
      name: `Plan ${i}`,
      type: 'home-internet',
      summary: 's',
      monthly: o.monthly,
      vatIncluded: o.vatIncluded,
      contractMonths: o.contractMonths,
      fees: o.fees,
      ...(o.device ? { device: { name: 'd', ...o.device } } : {}),
      deviceCharges: (o.deviceCharges ?? []).map((c) => ({
        name: 'c',
        amount: c.amount,
        months: c.months ?? 'not stated',
        // Stated as the offer's prices, so that the catalogue's offer is the generated one.
        vatIncluded: c.vatIncluded ?? o.vatIncluded,
      })),
      ...(o.promo ? { promo: o.promo } : {}),
      dataGb: null,
      inclusions: [],
      source: { url: 'https://x', title: 't', publisher: 'p', date: 'unknown' },
      stale,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyOffer, fc.boolean()), { minLength: 1, maxLength: 6 }),
        chosen,
        (list, p) => {
          const entries = list.map(([o, stale], i) => entry(o, i, stale));
          const listed = listCatalogue(entries, { sort: 'total', period: p });
          for (const e of listed) {
            expect(e.months).toBe(p);
            const o = list[Number(e.slug.split('-')[1])][0];
            expect(e.total).toBe(costOf(o, p).total);
          }
          // One type here: current plans first, then stale ones; each group by total, cheapest first.
          for (let i = 1; i < listed.length; i++) {
            const [a, b] = [listed[i - 1], listed[i]];
            expect(Number(a.stale)).toBeLessThanOrEqual(Number(b.stale));
            if (a.stale === b.stale) expect(a.total).toBeLessThanOrEqual(b.total);
          }
        },
      ),
    );
  });

  it('reads a period from the query, and falls back to the default for anything it does not offer', () => {
    expect(parsePeriod('24')).toBe(24);
    expect(parsePeriod(['36'])).toBe(36);
    expect(parsePeriod(undefined)).toBe(12);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(PERIODS).toContain(parsePeriod(s));
      }),
    );
  });
});
