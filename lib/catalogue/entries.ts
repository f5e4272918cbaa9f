/**
 * Catalogue plans as the pages and the calculator use them: prices in fils, the
 * stale flag computed, and the filter and sort of /plans/catalogue. Pure functions.
 */
import { byTotal, costOf, DEFAULT_PERIOD, parsePeriod, type Offer } from '../pricing';
import type { FeeKind, Months } from '../pricing/offer';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES, type OperatorId, type PlanType } from './constants';

export type CatalogueSource = { url: string; title: string; publisher: string; date: string };

export type CatalogueEntry = {
  slug: string;
  operator: OperatorId;
  name: string;
  type: PlanType;
  summary: string;
  /** Regular monthly price in fils, as published. */
  monthly: number;
  vatIncluded: boolean;
  contractMonths: number;
  fees: { kind: FeeKind; amount: number; note?: string }[];
  device?: { name: string; monthly: number; months: number };
  /** Equipment charges due on leaving (fils, as published), each on its own schedule (or 'not stated'). */
  deviceCharges?: {
    name: string;
    amount: number;
    /** The other amounts the terms list for the device (fils), by the equipment taken. */
    otherAmounts?: number[];
    months: Months;
    /** Whether the charge includes VAT, only where the source says; left out: not stated. */
    vatIncluded?: boolean;
    note?: string;
  }[];
  promo?: { monthly: number; months: number; note?: string };
  /** The base data allowance. */
  dataGb: number | 'unlimited' | null;
  /** Promotional data on top of the base, and for how long (or 'not stated'). */
  promoData?: { gb: number; months: Months };
  fairUsage?: string;
  minutes?: { national?: number | 'unlimited'; flexible?: number; international?: number };
  fiveG?: boolean;
  speedMbps?: number;
  inclusions: string[];
  validUntil?: string;
  source: CatalogueSource;
  stale: boolean;
};

/** AED as written in frontmatter (e.g. 131.25) to integer fils. */
export const toFils = (aed: number) => Math.round(aed * 100);

/** The calculator's view of a catalogue plan. */
export function toOffer(e: CatalogueEntry): Offer {
  const offer: Offer = {
    id: `c:${e.slug}`,
    name: e.name,
    monthly: e.monthly,
    vatIncluded: e.vatIncluded,
    contractMonths: e.contractMonths,
    fees: e.fees.map(({ kind, amount }) => ({ kind, amount })),
    dataGb: e.dataGb,
  };
  if (e.device) offer.device = { monthly: e.device.monthly, months: e.device.months };
  if (e.deviceCharges?.length)
    // The terms state no VAT for device charges: counted with VAT added, the most that can be due.
    offer.deviceCharges = e.deviceCharges.map(({ amount, months, vatIncluded }) => ({
      amount,
      months,
      vatIncluded: vatIncluded ?? false,
    }));
  if (e.promoData) offer.promoData = { gb: e.promoData.gb, months: e.promoData.months };
  if (e.promo) offer.promo = { monthly: e.promo.monthly, months: e.promo.months };
  if (e.minutes?.national !== undefined) offer.localMinutes = e.minutes.national;
  if (e.minutes?.international !== undefined) offer.internationalMinutes = e.minutes.international;
  return offer;
}

export const SORTS = ['total', 'monthly', 'data'] as const;
export type SortKey = (typeof SORTS)[number];
export const CONTRACTS = ['none', '12', '24'] as const;

export type CatalogueQuery = {
  type?: PlanType;
  operator?: OperatorId;
  /** 'none' = no contract; otherwise a minimum term in months. */
  contract?: (typeof CONTRACTS)[number];
  /** Highest monthly price with VAT, in fils. */
  budget?: number;
  sort: SortKey;
  /** The months every plan is costed over (lib/pricing/period.ts); the default when left out. */
  period?: number;
};

export type ListedPlan = CatalogueEntry & { monthlyWithVat: number; total: number; months: number };

/** Reads a GET query (the catalogue's filter form); anything unknown is ignored. */
export function parseCatalogueQuery(
  params: Record<string, string | string[] | undefined>,
  allowed: { types: readonly string[]; operators: readonly string[] },
): CatalogueQuery {
  const one = (k: string) => {
    const v = params[k];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const q: CatalogueQuery = { sort: 'total' };
  const type = one('type');
  if (type && allowed.types.includes(type)) q.type = type as PlanType;
  const op = one('operator');
  if (op && allowed.operators.includes(op)) q.operator = op as OperatorId;
  const contract = one('contract');
  if (contract && (CONTRACTS as readonly string[]).includes(contract))
    q.contract = contract as CatalogueQuery['contract'];
  const budget = one('budget');
  if (budget && /^\d{1,6}(\.\d{1,2})?$/.test(budget)) q.budget = toFils(Number(budget));
  const sort = one('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) q.sort = sort as SortKey;
  q.period = parsePeriod(one('period'));
  return q;
}

const dataRank = (d: CatalogueEntry['dataGb']) => (d === 'unlimited' ? Infinity : (d ?? -1));

/**
 * Filters and sorts the catalogue. Plans are grouped by plan type (in CATALOGUE_TYPES' order), so
 * no plan is ranked against a different kind of product; within a type, current plans come
 * first and stale ones after them, each by total cost over the query's period (the comparison's
 * one rule, lib/pricing/calculate.ts), monthly cost (both with VAT, cheapest first) or base data
 * (most first), then by name.
 */
export function listCatalogue(entries: CatalogueEntry[], q: CatalogueQuery): ListedPlan[] {
  const periodMonths = q.period ?? DEFAULT_PERIOD;
  const listed = entries
    .filter(
      (e) =>
        (!q.type || e.type === q.type) &&
        (!q.operator || e.operator === q.operator) &&
        (!q.contract ||
          (q.contract === 'none'
            ? e.contractMonths === 0
            : e.contractMonths === Number(q.contract))),
    )
    .map((e) => {
      const c = costOf(toOffer(e), periodMonths);
      return { ...e, monthlyWithVat: c.monthlyWithVat, total: c.total, months: c.months };
    })
    .filter((e) => q.budget === undefined || e.monthlyWithVat <= q.budget);
  const key = (a: ListedPlan, b: ListedPlan) =>
    q.sort === 'total'
      ? byTotal(a, b)
      : q.sort === 'monthly'
        ? a.monthlyWithVat - b.monthlyWithVat
        : dataRank(b.dataGb) - dataRank(a.dataGb);
  const typeRank = (p: ListedPlan) => CATALOGUE_TYPES.indexOf(p.type);
  return listed.sort(
    (a, b) =>
      typeRank(a) - typeRank(b) ||
      Number(a.stale) - Number(b.stale) ||
      key(a, b) ||
      a.name.localeCompare(b.name),
  );
}

/** A contract filter value a plan matches ('none', or its minimum term when CONTRACTS lists it). */
const contractOf = (e: CatalogueEntry) =>
  e.contractMonths === 0 ? 'none' : String(e.contractMonths);

/**
 * The filter options some plan of `entries` matches, each list in its constant's order: the
 * filter offers only these, never a type, operator or contract no plan has (issue 51). A value
 * the query already holds is kept, so the form still shows what the page was asked for.
 */
export function offeredOptions(entries: CatalogueEntry[], q: Partial<CatalogueQuery> = {}) {
  const has = <T extends string>(
    all: readonly T[],
    of: (e: CatalogueEntry) => string,
    chosen?: T,
  ) => all.filter((v) => v === chosen || entries.some((e) => of(e) === v));
  return {
    type: has(CATALOGUE_TYPES, (e) => e.type, q.type),
    operator: has(CATALOGUE_OPERATORS, (e) => e.operator, q.operator),
    contract: has(CONTRACTS, contractOf, q.contract),
  };
}
