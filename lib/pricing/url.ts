/**
 * The offers being compared, in the URL: `?o=<slug>&o=~<entered>&m=<exit month>&p=<period>`.
 * A catalogue plan is its slug; an entered offer is a compact, URL-safe list of its
 * fields (numbers in base 36). Nothing is stored on the server: the link is the state.
 */
import { createUrl, searchParamsOf } from '../navigation/url';
import { ENTERED_LIMITS, FEE_KINDS, type FeeKind, type Offer } from './offer';
import { DEFAULT_PERIOD, parsePeriod } from './period';

export type Entered = Omit<Offer, 'id'>;
export type ComparisonPick =
  { kind: 'catalogue'; slug: string } | { kind: 'entered'; offer: Entered };
export type ComparisonState = {
  picks: ComparisonPick[];
  exitMonth: number;
  /** The comparison period in months (./period.ts); left out, the default. */
  period?: number;
};

/** The most offers compared at once: the one limit the URL, the forms and the page apply. */
export const MAX_OFFERS = 4;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEP = '.';
const n36 = (n: number) => n.toString(36);
const p36 = (s: string) => (/^[0-9a-z]+$/.test(s) ? parseInt(s, 36) : NaN);

/** Names are free text: percent-encode it, then make the few reserved characters safe. */
const encName = (s: string) =>
  encodeURIComponent(s).replace(/\./g, '%2E').replace(/~/g, '%7E').replace(/_/g, '%5F');

function encodeEntered(o: Entered): string {
  const data =
    o.dataGb === null ? '' : o.dataGb === 'unlimited' ? 'u' : `${Math.round(o.dataGb * 100)}`;
  const fees = o.fees.map((f) => `${FEE_KINDS.indexOf(f.kind)}${n36(f.amount)}`).join('_');
  const fields = [
    encName(o.name),
    n36(o.monthly),
    o.vatIncluded ? '1' : '0',
    n36(o.contractMonths),
    fees,
    o.device ? `${n36(o.device.monthly)}_${n36(o.device.months)}` : '',
    o.promo ? `${n36(o.promo.monthly)}_${n36(o.promo.months)}` : '',
    data,
    o.localMinutes === undefined ? '' : o.localMinutes === 'unlimited' ? 'u' : n36(o.localMinutes),
    o.internationalMinutes === undefined ? '' : n36(o.internationalMinutes),
    // Added after the first links were shared: older links simply have no 11th field.
    (o.deviceCharges ?? []).map((c) => n36(c.amount)).join('_'),
  ];
  while (fields.length && fields[fields.length - 1] === '') fields.pop();
  return `~${fields.join(SEP)}`;
}

function pair(s: string): { monthly: number; months: number } | undefined | null {
  if (!s) return undefined;
  const [a, b, extra] = s.split('_');
  const monthly = p36(a ?? '');
  const months = p36(b ?? '');
  if (extra !== undefined || !Number.isSafeInteger(monthly) || !Number.isSafeInteger(months))
    return null;
  return { monthly, months };
}

function decodeEntered(text: string): Entered | null {
  const f = text.slice(1).split(SEP);
  const [
    name,
    monthly,
    vat,
    contract,
    fees = '',
    device = '',
    promo = '',
    data = '',
    local = '',
    intl = '',
    charges = '',
  ] = f;
  if (f.length > 11 || name === undefined) return null;
  let decodedName: string;
  try {
    decodedName = decodeURIComponent(name);
  } catch {
    return null;
  }
  const o: Entered = {
    name: decodedName,
    monthly: p36(monthly ?? ''),
    vatIncluded: vat === '1',
    contractMonths: p36(contract ?? ''),
    fees: [],
    dataGb: data === '' ? null : data === 'u' ? 'unlimited' : Number(data) / 100,
  };
  if (vat !== '0' && vat !== '1') return null;
  for (const part of fees ? fees.split('_') : []) {
    const kind = FEE_KINDS[Number(part[0])] as FeeKind | undefined;
    const amount = p36(part.slice(1));
    if (!kind || !Number.isSafeInteger(amount)) return null;
    o.fees.push({ kind, amount });
  }
  const d = pair(device);
  const p = pair(promo);
  if (d === null || p === null) return null;
  if (d) o.device = d;
  if (p) o.promo = p;
  if (local) o.localMinutes = local === 'u' ? 'unlimited' : p36(local);
  if (intl) o.internationalMinutes = p36(intl);
  if (charges) {
    const amounts = charges.split('_').map(p36);
    if (!amounts.every(Number.isSafeInteger)) return null;
    o.deviceCharges = amounts.map((amount) => ({ amount }));
  }
  const ints = [
    o.monthly,
    o.contractMonths,
    o.localMinutes === 'unlimited' ? 0 : (o.localMinutes ?? 0),
    o.internationalMinutes ?? 0,
  ];
  if (!ints.every(Number.isSafeInteger)) return null;
  if (typeof o.dataGb === 'number' && !(Number.isFinite(o.dataGb) && /^\d+$/.test(data)))
    return null;
  return o;
}

/** One pick as its `o` value: a slug, or `~` and the entered offer's fields. */
export const encodePick = (p: ComparisonPick): string =>
  p.kind === 'catalogue' ? p.slug : encodeEntered(p.offer);

/** A comparison's query parameters: its offers (`o`), exit month (`m`) and period (`p`). */
function comparisonParams(state: ComparisonState) {
  return {
    o: state.picks.slice(0, MAX_OFFERS).map(encodePick),
    m: state.exitMonth > 0 ? state.exitMonth : null,
    p: state.period && state.period !== DEFAULT_PERIOD ? state.period : null,
  };
}

/** A comparison as its canonical query string (no `?`). */
export function encodeComparison(state: ComparisonState): string {
  return createUrl('', comparisonParams(state)).slice(1);
}

/**
 * Each `o` of a query as its link spells it (an entered offer unchecked: ./link.ts holds it to the
 * form's limits), null for one that cannot be read; and `m` as written.
 */
export function linkParts(search: string): {
  picks: (ComparisonPick | null)[];
  m: string | null;
  p: string | null;
} {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const picks = params.getAll('o').map((raw): ComparisonPick | null => {
    if (raw.startsWith('~')) {
      const offer = decodeEntered(raw);
      return offer && { kind: 'entered', offer };
    }
    return SLUG.test(raw) ? { kind: 'catalogue', slug: raw } : null;
  });
  return { picks, m: params.get('m'), p: params.get('p') };
}

/** The exit month of `m`, or null when it is not a whole number of months the page can show. */
export function exitMonthOf(m: string | null): number | null {
  if (m === null || m === '') return 0;
  const n = /^\d{1,3}$/.test(m) ? Number(m) : NaN;
  return n <= ENTERED_LIMITS.months ? n : null;
}

/**
 * Reads a query string, without checking an entered offer's limits (in the browser, the page's
 * own canonical query); anything malformed is dropped rather than guessed.
 */
export function decodeComparison(search: string): ComparisonState {
  const { picks, m, p } = linkParts(search);
  const state: ComparisonState = {
    picks: picks.filter((pick) => pick !== null).slice(0, MAX_OFFERS),
    exitMonth: exitMonthOf(m) ?? 0,
  };
  const period = parsePeriod(p);
  if (period !== DEFAULT_PERIOD) state.period = period;
  return state;
}

/** A Next.js `searchParams` object as the query string decodeComparison reads. */
export const searchOf = (params: Record<string, string | string[] | undefined>) =>
  searchParamsOf(params);

/** The address of a comparison: `/plans/compare?o=...&m=...` (no `?` when empty). */
export function comparisonHref(path: string, state: ComparisonState): string {
  return createUrl(path, comparisonParams(state));
}
