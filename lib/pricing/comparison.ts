/**
 * What /plans/compare shows for a comparison state, without React: the offers behind the
 * picks, the period they are costed over, the exit month, the calculator's result and the
 * table's rows as text. The page renders it on the server from the URL's query.
 */
import {
  fillSlots as fill,
  formatAed,
  formatNumber,
  joinList,
  plural,
  type Locale,
  type PluralForms,
} from '../i18n/format';
import type { PlanType } from '../catalogue/constants';
import { compareOffers, costOf, type ComparisonResult } from './calculate';
import { NOT_STATED, type Offer } from './offer';
import { DEFAULT_PERIOD } from './period';
import type { ComparisonState } from './url';

/** A catalogue plan the comparison can add: its slug, its label, its plan type and its offer. */
export type CatalogueChoice = {
  slug: string;
  label: string;
  type: PlanType;
  offer: Omit<Offer, 'id' | 'name'>;
};
/** An offer as compared: lettered in the link's order; a catalogue plan knows its plan type, an entered offer does not. */
export type ComparedOffer = Offer & { letter: string; entered: boolean; planType?: PlanType };

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
    return c
      ? [
          {
            ...c.offer,
            id: `c:${p.slug}:${i}`,
            name: c.label,
            letter,
            entered: false,
            planType: c.type,
          },
        ]
      : [];
  });
}

export type ComparisonView = {
  /** The one period every offer is costed over (the visitor's choice, ./period.ts). */
  period: number;
  /** The exit slider's last month: the period's end. */
  lastMonth: number;
  exitMonth: number;
  /** The offers in the order the page shows them (see orderOffers); cmp's arrays follow it. */
  offers: ComparedOffer[];
  /**
   * The catalogue plan types compared when there is more than one: such offers are not ranked
   * against each other (no cheapest), only ordered within their type. Empty when all are of one type.
   */
  mixedTypes: PlanType[];
  cmp: ComparisonResult;
};

/**
 * The order the page shows offers in: by total over the period, cheapest first, equal totals in
 * the link's order. Offers are ranked only within one plan type: when the catalogue plans are of
 * different types, they are grouped by type (in the order the first of each appears), each group
 * by total, and an entered offer (whose type the page does not know) is grouped after them.
 */
export function orderOffers<T extends { planType?: PlanType }>(
  offers: readonly T[],
  totals: readonly number[],
): { order: number[]; mixedTypes: PlanType[] } {
  const types = [...new Set(offers.flatMap((o) => (o.planType ? [o.planType] : [])))];
  const mixed = types.length > 1;
  const group = (i: number) => {
    if (!mixed) return 0;
    const t = offers[i].planType;
    return t ? types.indexOf(t) : types.length;
  };
  const order = offers
    .map((_, i) => i)
    .sort((a, b) => group(a) - group(b) || totals[a] - totals[b] || a - b);
  return { order, mixedTypes: mixed ? types : [] };
}

/**
 * Costs the offers over the chosen period, leaving after the chosen month (by default the
 * default period's end, or the chosen period's when shorter).
 */
export function viewComparison(
  offers: ComparedOffer[],
  chosenExitMonth: number,
  periodMonths: number,
): ComparisonView {
  const period = Math.max(1, Math.floor(periodMonths));
  const lastMonth = period;
  const exitMonth = Math.min(chosenExitMonth || Math.min(DEFAULT_PERIOD, period), lastMonth);
  const totals = offers.map((o) => costOf(o, period).total);
  const { order, mixedTypes } = orderOffers(offers, totals);
  const ordered = order.map((i) => offers[i]);
  const cmp = compareOffers(ordered, exitMonth, period);
  // Unlike products are not ranked: no cheapest, no tie.
  const ranked = mixedTypes.length ? { ...cmp, cheapest: [], tie: false } : cmp;
  return { period, lastMonth, exitMonth, offers: ordered, mixedTypes, cmp: ranked };
}

/** "B: du Control Plan 80" */
export const offerTitle = (o: { letter: string; name: string }) => `${o.letter}: ${o.name}`;

/** The titles of the offers with these ids, joined for a sentence. */
export const offerTitles = (offers: ComparedOffer[], ids: string[], locale: Locale) =>
  joinList(offers.filter((o) => ids.includes(o.id)).map(offerTitle), locale);

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
  /** Leaving after the chosen month: the early-termination fee alone (capped). */
  exit: string;
  /** Device instalments still due then (a row only when an offer has a device). */
  instalments: string;
  deviceCharges: string;
  /** After the device charges' label when a catalogue plan's terms do not say whether they include VAT. */
  deviceChargesVatNotStated: string;
  exitTotal: string;
  tie: string;
  /** The verdict when the catalogue plans are of different types ({types}): no ranking. */
  mixedTypes: string;
  /** The verdict, by the period's months. */
  cheapestOver: PluralForms;
  /** A single offer: no verdict, its total over the period. */
  single: PluralForms;
};

export type ResultRow = { key: string; label: string; cells: string[] };

/** The comparison table's rows, one cell an offer, as the page prints them. */
export function resultRows(view: ComparisonView, r: ResultsCopy, locale: Locale): ResultRow[] {
  const { cmp, exitMonth, offers } = view;
  // Leaving after a month: the capped fee, then what is owed for equipment, each on its own row.
  const leavingRows: ResultRow[] = [
    {
      key: 'exit',
      label: fill(r.exit, { month: exitMonth }),
      cells: cmp.exits.map((e) => formatAed(e.terminationFee, locale)),
    },
    ...(offers.some((o) => o.device)
      ? [
          {
            key: 'instalments',
            label: fill(r.instalments, { month: exitMonth }),
            cells: cmp.exits.map((e) => formatAed(e.remainingInstalments, locale)),
          },
        ]
      : []),
    {
      key: 'devicecharges',
      // As the plan page says: a charge whose terms are silent on VAT gets 5% added (calculate.ts).
      label: offers.some(
        (o) =>
          !o.entered && !o.vatIncluded && o.deviceCharges?.some((c) => c.vatIncluded === undefined),
      )
        ? `${fill(r.deviceCharges, { month: exitMonth })} ${r.deviceChargesVatNotStated}`
        : fill(r.deviceCharges, { month: exitMonth }),
      cells: cmp.exits.map((e) => formatAed(e.deviceCharges, locale)),
    },
    {
      key: 'exittotal',
      label: fill(r.exitTotal, { month: exitMonth }),
      cells: cmp.exits.map((e) => formatAed(e.totalIfLeaving, locale)),
    },
  ];
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
    ...leavingRows,
  ];
}

/** The verdict's sentence: the cheapest over the period, a tie, or a single offer's total (no "cheapest"). */
export function verdict(
  view: ComparisonView,
  r: ResultsCopy,
  locale: Locale,
  typeNames: Readonly<Record<PlanType, string>>,
): string {
  const { offers, cmp } = view;
  if (view.mixedTypes.length)
    return fill(r.mixedTypes, {
      types: joinList(
        view.mixedTypes.map((t) => typeNames[t]),
        locale,
      ),
    });
  if (cmp.costs.length === 1)
    return plural(cmp.period, r.single, locale, {
      name: offerTitle(offers[0]),
      total: formatAed(cmp.costs[0].total, locale),
    });
  const names = offerTitles(offers, cmp.cheapest, locale);
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
