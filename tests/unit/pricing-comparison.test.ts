import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparedOffers,
  cumulativeRows,
  offerTitles,
  orderOffers,
  resultRows,
  verdict,
  viewComparison,
  type CatalogueChoice,
  type ResultsCopy,
} from '@/lib/pricing/comparison';
import type { ComparisonState, Entered } from '@/lib/pricing/url';

const choice = (
  slug: string,
  label: string,
  monthly: number,
  contractMonths: number,
  type: CatalogueChoice['type'] = 'mobile-postpaid',
): CatalogueChoice => ({
  slug,
  label,
  type,
  offer: { monthly, vatIncluded: false, contractMonths, fees: [], dataGb: 10 },
});
const catalogue = [
  choice('elife', 'e& eLife', 42900, 24),
  choice('control', 'du Control', 8000, 0),
  choice('short', 'Short', 10000, 12),
];
const bySlug = new Map(catalogue.map((c) => [c.slug, c]));
const quote: Entered = {
  name: 'Shop quote',
  monthly: 19900,
  vatIncluded: false,
  contractMonths: 24,
  fees: [{ kind: 'activation', amount: 12550 }],
  promo: { monthly: 9900, months: 3 },
  dataGb: 20,
};
const state = (picks: ComparisonState['picks'], exitMonth = 0): ComparisonState => ({
  picks,
  exitMonth,
});
const cat = (slug: string) => ({ kind: 'catalogue' as const, slug });
const copy: ResultsCopy = {
  monthly: 'Monthly',
  promo: {
    one: '{price} (Promo, first {count} month: {promo})',
    other: '{price} (Promo, first {count} months: {promo})',
  },
  oneOff: 'One-off',
  device: 'Device',
  total: 'Total',
  months: { one: '{total} over {count} month', other: '{total} over {count} months' },
  effective: 'Effective',
  perGb: 'Per GB',
  notApplicable: 'n/a',
  exit: 'Exit after {month}',
  instalments: 'Instalments after {month}',
  mixedTypes: 'Different types ({types}): not ranked.',
  deviceCharges: 'Device charges after {month}',
  deviceChargesVatNotStated: '(VAT not stated)',
  exitTotal: 'Paid leaving after {month}',
  tie: 'Tie: {names}.',
  promoData: '(plus {gb} GB promo, {duration})',
  promoDataFor: { one: 'for {count} month', other: 'for {count} months' },
  promoDataNotStated: 'how long not stated',
  leaving: 'Leaving at the end of month {month}',
  cheapestOver: {
    one: 'Cheapest over {count} month: {names}.',
    other: 'Cheapest over {count} months: {names}.',
  },
  single: {
    one: '{name}: {total} over {count} month.',
    other: '{name}: {total} over {count} months.',
  },
};

const TYPES = {
  'mobile-prepaid': 'Mobile prepaid',
  'mobile-postpaid': 'Mobile postpaid',
  'home-internet': 'Home internet',
  tv: 'TV',
} as const;

describe('the offers behind the picks', () => {
  it('letters them in order, names catalogue plans by their label and marks entered offers', () => {
    const offers = comparedOffers(state([cat('elife'), { kind: 'entered', offer: quote }]), bySlug);
    expect(offers.map((o) => [o.id, o.letter, o.name, o.entered])).toEqual([
      ['c:elife:0', 'A', 'e& eLife', false],
      ['e:1', 'B', 'Shop quote', true],
    ]);
    expect(offers[0].monthly).toBe(42900);
  });
  it('leaves out a plan the catalogue no longer holds, keeping the others their letters', () => {
    const offers = comparedOffers(state([cat('gone'), cat('control')]), bySlug);
    expect(offers.map((o) => o.letter)).toEqual(['B']);
  });
});

describe('the comparison view', () => {
  it('costs every offer over the chosen period, leaving after the default period by default', () => {
    const offers = comparedOffers(state([cat('elife'), cat('control')]), bySlug);
    const view = viewComparison(offers, 0, 24);
    expect(view.period).toBe(24);
    expect(view.lastMonth).toBe(24);
    expect(view.exitMonth).toBe(12);
    expect(view.cmp.costs.map((c) => c.months)).toEqual([24, 24]);
    // A period shorter than the longest contract is offered too: that contract is left at its end.
    const short = viewComparison(offers, 0, 12);
    expect(short.cmp.costs.map((c) => c.months)).toEqual([12, 12]);
    expect(short.cmp.costs[1].total).toBe(13 * 45045); // 12 months and one month's rental to leave
  });
  it('keeps the exit month within the period', () => {
    const offers = comparedOffers(state([cat('control')]), bySlug);
    expect(viewComparison(offers, 0, 12)).toMatchObject({
      period: 12,
      lastMonth: 12,
      exitMonth: 12,
    });
    expect(viewComparison(offers, 40, 12).exitMonth).toBe(12);
    expect(viewComparison(offers, 5, 12).exitMonth).toBe(5);
    expect(viewComparison(offers, 30, 36).exitMonth).toBe(30);
  });
  it("prints the table's rows with VAT, the promo, fees, totals, cost per GB and exit costs", () => {
    const offers = comparedOffers(state([cat('elife'), { kind: 'entered', offer: quote }]), bySlug);
    const view = viewComparison(offers, 6, 24);
    const rows = Object.fromEntries(resultRows(view, copy, 'en').map((r) => [r.key, r]));
    // Ordered by total: the quote (AED 4,831.58) before e&'s contract (AED 10,810.80).
    expect(view.offers.map((o) => o.letter)).toEqual(['B', 'A']);
    expect(Object.keys(rows)).toEqual([
      'monthly',
      'oneoff',
      'device',
      'leaving',
      'total',
      'effective',
      'pergb',
      'exit',
      'devicecharges',
      'exittotal',
    ]);
    expect(rows.monthly.cells).toEqual([
      'AED 208.95 (Promo, first 3 months: AED 103.95)',
      'AED 450.45',
    ]);
    expect(rows.oneoff.cells).toEqual(['AED 131.78', 'AED 0.00']);
    expect(rows.total.cells).toEqual([
      'AED 4,831.58 over 24 months',
      'AED 10,810.80 over 24 months',
    ]);
    expect(rows.exit.label).toBe('Exit after 6');
    expect(rows.exit.cells).toEqual(['AED 208.95', 'AED 450.45']);
    expect(rows.pergb.cells).toHaveLength(2);
    expect(rows.devicecharges.cells).toEqual(['AED 0.00', 'AED 0.00']);
    expect(rows.devicecharges.label).not.toContain('VAT');
  });
  it('says "month" for one month and "months" for more (plural forms by CLDR category)', () => {
    const one: Entered = { ...quote, contractMonths: 1, promo: { monthly: 9900, months: 1 } };
    const offers = comparedOffers(state([{ kind: 'entered', offer: one }]), bySlug);
    const rows = Object.fromEntries(
      resultRows(viewComparison(offers, 1, 1), copy, 'en').map((r) => [r.key, r]),
    );
    expect(rows.total.cells[0]).toMatch(/ over 1 month$/);
    expect(rows.monthly.cells[0]).toBe('AED 208.95 (Promo, first 1 month: AED 103.95)');
  });
  it('shows the device charges still due at the exit month, prorated over the contract', () => {
    // e&'s 24-month plan as the catalogue lists it: AED 840 of device charges (excl. VAT).
    const withCharges: CatalogueChoice = {
      ...catalogue[0],
      offer: {
        ...catalogue[0].offer,
        deviceCharges: [{ amount: 48000 }, { amount: 24000 }, { amount: 12000 }],
      },
    };
    const offers = comparedOffers(state([cat('elife')]), new Map([['elife', withCharges]]));
    const rows = Object.fromEntries(
      resultRows(viewComparison(offers, 6, 24), copy, 'en').map((r) => [r.key, r]),
    );
    // 840 x (24 - 1 - 6) / 24 = 595.00, + 5% VAT = 624.75; with one month's rental (450.45): 1,075.20.
    // The plan's terms are silent on the charges' VAT: the row says 5% is added, as the plan page.
    expect(rows.devicecharges.label).toBe('Device charges after 6 (VAT not stated)');
    expect(rows.devicecharges.cells).toEqual(['AED 624.75']);
    // Two rows, not one sum: the capped fee alone (one month's rental), then the device charges.
    expect(rows.exit.cells).toEqual(['AED 450.45']);
    // 6 x 450.45 paid, then 450.45 + 624.75 to leave.
    expect(rows.exittotal.cells).toEqual(['AED 3,777.90']);
    // Not in a 24-month total: finishing the contract owes none of it.
    expect(rows.leaving.cells).toEqual(['AED 0.00']);
    expect(rows.total.cells).toEqual(['AED 10,810.80 over 24 months']);
    // Over 12 months the contract is left at their end: rental 450.45 + 840 x 11/24 with VAT (404.25).
    const twelve = Object.fromEntries(
      resultRows(viewComparison(offers, 6, 12), copy, 'en').map((r) => [r.key, r]),
    );
    expect(twelve.leaving.label).toBe('Leaving at the end of month 12');
    expect(twelve.leaving.cells).toEqual(['AED 854.70']);
    expect(twelve.total.cells).toEqual(['AED 6,260.10 over 12 months']);
  });
  it('names the cheapest over the period, or a tie, and no cheapest of a single offer', () => {
    const offers = comparedOffers(state([cat('elife'), cat('control')]), bySlug);
    const view = viewComparison(offers, 0, 12);
    expect(verdict(view, copy, 'en', TYPES)).toBe('Cheapest over 12 months: B: du Control.');
    const one = comparedOffers(state([cat('control')]), bySlug);
    const alone = viewComparison(one, 0, 24);
    expect(alone.cmp.cheapest).toEqual([]);
    expect(verdict(alone, copy, 'en', TYPES)).toBe('A: du Control: AED 2,016.00 over 24 months.');
    const twins = comparedOffers(state([cat('control'), cat('control')]), bySlug);
    const tie = viewComparison(twins, 0, 12);
    expect(verdict(tie, copy, 'en', TYPES)).toBe('Tie: A: du Control, B: du Control.');
    expect(offerTitles(twins, [twins[1].id], 'en')).toBe('B: du Control');
    expect(offerTitles(twins, [twins[0].id, twins[1].id], 'ar')).toBe(
      'A: du Control، B: du Control',
    );
  });
  it('lists the running total for every month of the period from 0', () => {
    const offers = comparedOffers(state([cat('elife'), cat('short')]), bySlug);
    const { cmp } = viewComparison(offers, 0, 24);
    const rows = cumulativeRows(cmp, 'en');
    expect(rows).toHaveLength(25);
    expect(rows[0].month).toBe(0);
    // Columns by total: the 12-month contract (AED 2,520.00) before e&'s (AED 10,810.80).
    expect(rows.at(-1)!.cells).toEqual(['AED 2,520.00', 'AED 10,810.80']);
    // The 12-month contract continues at its price after its term: AED 105.00 a month.
    expect(rows[12].cells[0]).toBe('AED 1,260.00');
    expect(rows[20].cells[0]).toBe('AED 2,100.00');
    expect(viewComparison(offers, 0, 12).cmp.chartMonths).toBe(12);
  });
});

describe('the order of the offers and who is ranked against whom', () => {
  it("puts the columns in the order of the totals, not the link's: cheapest first", () => {
    // e& (AED 10,810.80 over 24 months) was added before du Control (AED 2,016.00).
    const offers = comparedOffers(state([cat('elife'), cat('control'), cat('short')]), bySlug);
    const view = viewComparison(offers, 0, 24);
    expect(view.offers.map((o) => o.letter)).toEqual(['B', 'C', 'A']);
    const totals = view.cmp.costs.map((c) => c.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // Every array of the result follows the same order as the offers.
    expect(view.cmp.costs.map((c) => c.id)).toEqual(view.offers.map((o) => o.id));
    expect(view.cmp.exits.map((e) => e.month)).toEqual([12, 12, 12]);
    expect(view.cmp.cheapest).toEqual([view.offers[0].id]);
  });
  it('keeps the order of the link for equal totals (a stable sort)', () => {
    const twins = comparedOffers(state([cat('control'), cat('elife'), cat('control')]), bySlug);
    expect(viewComparison(twins, 0, 12).offers.map((o) => o.letter)).toEqual(['A', 'C', 'B']);
  });
  it('ranks no offer against a different plan type, and says the types differ', () => {
    const mixed = new Map([
      ...bySlug,
      ['home', choice('home', 'e& home', 99900, 0, 'home-internet')],
      ['cheaphome', choice('cheaphome', 'e& cheap home', 1000, 0, 'home-internet')],
    ]);
    // A du mobile plan (AED 1,008.00 over 12 months) against e&'s home internet (AED 12,587.40).
    const offers = comparedOffers(state([cat('home'), cat('control'), cat('cheaphome')]), mixed);
    const view = viewComparison(offers, 0, 12);
    expect(view.mixedTypes).toEqual(['home-internet', 'mobile-postpaid']);
    expect(view.cmp.cheapest).toEqual([]);
    expect(view.cmp.tie).toBe(false);
    expect(verdict(view, copy, 'en', TYPES)).toBe(
      'Different types (Home internet, Mobile postpaid): not ranked.',
    );
    // Grouped by type in the order each first appears, each group by total.
    expect(view.offers.map((o) => o.letter)).toEqual(['C', 'A', 'B']);
    // One type: ranked as before, an entered offer with it.
    const same = comparedOffers(state([cat('control'), { kind: 'entered', offer: quote }]), mixed);
    expect(viewComparison(same, 0, 12).mixedTypes).toEqual([]);
    expect(viewComparison(same, 0, 12).cmp.cheapest).toHaveLength(1);
  });
  it('orders any totals by type group, then total, then link order (property)', () => {
    const types = ['mobile-postpaid', 'home-internet', undefined] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ t: fc.constantFrom(...types), total: fc.nat(1000) }), {
          maxLength: 6,
        }),
        (items) => {
          const offers = items.map((i) => ({ planType: i.t }));
          const { order, mixedTypes } = orderOffers(
            offers,
            items.map((i) => i.total),
          );
          expect([...order].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
          const known = [...new Set(items.flatMap((i) => (i.t ? [i.t] : [])))];
          expect(mixedTypes).toEqual(known.length > 1 ? known : []);
          const group = (i: number) =>
            known.length > 1 ? (items[i].t ? known.indexOf(items[i].t!) : known.length) : 0;
          for (let k = 1; k < order.length; k++) {
            const [a, b] = [order[k - 1], order[k]];
            const key = group(a) - group(b) || items[a].total - items[b].total || a - b;
            expect(key).toBeLessThan(0);
          }
        },
      ),
    );
  });
});
