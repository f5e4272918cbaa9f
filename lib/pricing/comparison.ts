/**
 * What /plans/compare shows for a comparison state, without React: the offers behind the
 * picks, the period they are costed over, the exit month, the calculator's result and the
 * table's rows as text. The page renders it on the server from the URL's query.
 */
import {
  fillSlots as fill,
  formatAed,
  formatNumber,
  plural,
  type Locale,
  type PluralForms,
} from '../i18n/format';
import { compareOffers, type ComparisonResult } from './calculate';
import { NOT_STATED, type Offer } from './offer';
import { DEFAULT_PERIOD } from './period';
import type { ComparisonState } from './url';

/** A catalogue plan the comparison can add: its slug, its label and its offer. */
export type CatalogueChoice = { slug: string; label: string; offer: Omit<Offer, 'id' | 'name'> };
export type ComparedOffer = Offer & { letter: string; entered: boolean };

const LETTERS = 'ABCD';

/** The offers behind the picks, lettered A-D in order; a catalogue slug no longer held is left out. */
export function comparedOffers(
  state: ComparisonState,
  bySlug: ReadonlyMap<string, CatalogueChoice>,
): ComparedOffer[] {
  return state.picks.flatMap((p, i): ComparedOffer[] => {
    const letter = LETTERS[i] ?? String(i + 1);
    if (p.kind === 'entered') return [{ ...p.offer, id: `e:${i}`, letter, entered: true }];
    const c = bySlug.get(p.slug);
    return c ? [{ ...c.offer, id: `c:${p.slug}:${i}`, name: c.label, letter, entered: false }] : [];
  });
}

export type ComparisonView = {
  /** The one period every offer is costed over (the visitor's choice, ./period.ts). */
  period: number;
  /** The exit slider's last month: the period's end. */
  lastMonth: number;
  exitMonth: number;
  cmp: ComparisonResult;
};

/**
 * Costs the offers over the chosen period, leaving after the chosen month (by default the
 * default period's end, or the chosen period's when shorter).
 */
export function viewComparison(
  offers: Offer[],
  chosenExitMonth: number,
  periodMonths: number,
): ComparisonView {
  const period = Math.max(1, Math.floor(periodMonths));
  const lastMonth = period;
  const exitMonth = Math.min(chosenExitMonth || Math.min(DEFAULT_PERIOD, period), lastMonth);
  return { period, lastMonth, exitMonth, cmp: compareOffers(offers, exitMonth, period) };
}

/** "B: du Control Plan 80" */
export const offerTitle = (o: { letter: string; name: string }) => `${o.letter}: ${o.name}`;

/** The titles of the offers with these ids, joined for a sentence. */
export const offerTitles = (offers: ComparedOffer[], ids: string[]) =>
  offers
    .filter((o) => ids.includes(o.id))
    .map(offerTitle)
    .join(', ');

export type ResultsCopy = {
  monthly: string;
  promo: PluralForms;
  oneOff: string;
  device: string;
  total: string;
  months: PluralForms;
  effective: string;
  perGb: string;
  /** Beside the cost per GB: the promotional data on top of the base allowance. */
  promoData: string;
  /** The promotion's length, by its months. */
  promoDataFor: PluralForms;
  promoDataNotStated: string;
  notApplicable: string;
  /** The row of what leaving at the period's end costs, included in the total. */
  leaving: string;
  exit: string;
  deviceCharges: string;
  exitTotal: string;
  tie: string;
  /** The verdict, by the period's months. */
  cheapestOver: PluralForms;
  /** A single offer: no verdict, its total over the period. */
  single: PluralForms;
};

export type ResultRow = { key: string; label: string; cells: string[] };

/** The comparison table's rows, one cell an offer, as the page prints them. */
export function resultRows(
  offers: ComparedOffer[],
  view: ComparisonView,
  r: ResultsCopy,
  locale: Locale,
): ResultRow[] {
  const { cmp, exitMonth } = view;
  return [
    {
      key: 'monthly',
      label: r.monthly,
      cells: cmp.costs.map((c, i) =>
        c.promoMonthlyWithVat === null
          ? formatAed(c.monthlyWithVat, locale)
          : plural(offers[i].promo?.months ?? 0, r.promo, locale, {
              price: formatAed(c.monthlyWithVat, locale),
              promo: formatAed(c.promoMonthlyWithVat, locale),
            }),
      ),
    },
    {
      key: 'oneoff',
      label: r.oneOff,
      cells: cmp.costs.map((c) => formatAed(c.breakdown.fees, locale)),
    },
    {
      key: 'device',
      label: r.device,
      cells: cmp.costs.map((c) => formatAed(c.breakdown.device, locale)),
    },
    {
      key: 'leaving',
      label: fill(r.leaving, { month: view.period }),
      cells: cmp.costs.map((c) => formatAed(c.breakdown.leaving, locale)),
    },
    {
      key: 'total',
      label: r.total,
      cells: cmp.costs.map((c) =>
        plural(c.months, r.months, locale, { total: formatAed(c.total, locale) }),
      ),
    },
    {
      key: 'effective',
      label: r.effective,
      cells: cmp.costs.map((c) => formatAed(c.effectiveMonthly, locale)),
    },
    {
      key: 'pergb',
      label: r.perGb,
      cells: cmp.costs.map((c, i) => {
        if (c.perGb === null) return r.notApplicable;
        const promo = offers[i].promoData;
        if (!promo) return formatAed(c.perGb, locale);
        const duration =
          promo.months === NOT_STATED
            ? r.promoDataNotStated
            : plural(promo.months, r.promoDataFor, locale);
        return `${formatAed(c.perGb, locale)} ${fill(r.promoData, { gb: formatNumber(promo.gb, locale), duration })}`;
      }),
    },
    {
      key: 'exit',
      label: fill(r.exit, { month: exitMonth }),
      cells: cmp.exits.map((e) => formatAed(e.exitFee, locale)),
    },
    {
      key: 'devicecharges',
      label: fill(r.deviceCharges, { month: exitMonth }),
      cells: cmp.exits.map((e) => formatAed(e.deviceCharges, locale)),
    },
    {
      key: 'exittotal',
      label: fill(r.exitTotal, { month: exitMonth }),
      cells: cmp.exits.map((e) => formatAed(e.totalIfLeaving, locale)),
    },
  ];
}

/** The verdict's sentence: the cheapest over the period, a tie, or a single offer's total (no "cheapest"). */
export function verdict(
  offers: ComparedOffer[],
  cmp: ComparisonResult,
  r: ResultsCopy,
  locale: Locale,
): string {
  if (cmp.costs.length === 1)
    return plural(cmp.period, r.single, locale, {
      name: offerTitle(offers[0]),
      total: formatAed(cmp.costs[0].total, locale),
    });
  const names = offerTitles(offers, cmp.cheapest);
  if (cmp.tie) return fill(r.tie, { names });
  return plural(cmp.period, r.cheapestOver, locale, { names });
}

/** The cumulative table's rows: month 0 to the chart's last month, each offer's total so far. */
export function cumulativeRows(
  cmp: ComparisonResult,
  locale: Locale,
): { month: number; cells: string[] }[] {
  return Array.from({ length: cmp.chartMonths + 1 }, (_, m) => ({
    month: m,
    cells: cmp.costs.map((c) =>
      formatAed(c.cumulative[Math.min(m, c.cumulative.length - 1)], locale),
    ),
  }));
}
