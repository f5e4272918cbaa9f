/**
 * The comparison carried through the catalogue, in the URL only: the comparison page links to
 * the catalogue with its own query in `c` (the shared-link format of ./url.ts), and each
 * "Add to comparison" of the catalogue is the comparison's address with that plan added. Nothing
 * is kept in the browser or on the server; with or without JavaScript, the page renders once.
 */
import { createUrl } from '../navigation/url';
import { MAX_QUERY_LENGTH } from './link';
import {
  comparisonHref,
  decodeComparison,
  encodeComparison,
  MAX_OFFERS,
  type ComparisonState,
} from './url';

/** The catalogue's parameter holding the comparison it was opened from. */
export const CARRIED = 'c';

/**
 * A catalogue plan added to a comparison, unless it is already there or the comparison is full
 * (MAX_OFFERS): then the comparison is unchanged, and its page says it is full.
 */
export function addToComparison(state: ComparisonState, slug: string): ComparisonState {
  const has = state.picks.some((p) => p.kind === 'catalogue' && p.slug === slug);
  if (has || state.picks.length >= MAX_OFFERS) return state;
  return { ...state, picks: [...state.picks, { kind: 'catalogue', slug }] };
}

/** The catalogue opened from a comparison: the comparison in `c`, its period as the catalogue's. */
export function catalogueHref(path: string, state: ComparisonState): string {
  return createUrl(path, { [CARRIED]: encodeComparison(state) || null, period: state.period });
}

/** The comparison a catalogue address carries (`c`); none, or one too long to read, is empty. */
export function carriedComparison(c: string | string[] | undefined): ComparisonState {
  const one = Array.isArray(c) ? c[0] : c;
  return one && one.length <= MAX_QUERY_LENGTH
    ? decodeComparison(one)
    : { picks: [], exitMonth: 0 };
}

/**
 * "Add to comparison" in the catalogue: the comparison's address with the plan added, costed over
 * the period the catalogue shows (its totals are over that period).
 */
export function addPlanHref(
  path: string,
  carried: ComparisonState,
  slug: string,
  period: number,
): string {
  return comparisonHref(path, addToComparison({ ...carried, period }, slug));
}

/**
 * An older "Add to comparison" link (`?add=<slug>`, before the catalogue carried the comparison)
 * as the comparison's own address: the plan as one more `o` (as addToComparison would add it, and
 * only when `known`), every other parameter kept as it was.
 */
export function mergeAdd(
  path: string,
  search: URLSearchParams,
  known: (slug: string) => boolean,
): string {
  const o = search.getAll('o');
  const add = search.get('add');
  if (add !== null && known(add) && !o.includes(add) && o.length < MAX_OFFERS) o.push(add);
  const rest = [...search].filter(([k]) => k !== 'o' && k !== 'add');
  return createUrl(path, new URLSearchParams([...o.map((v) => ['o', v]), ...rest]));
}
