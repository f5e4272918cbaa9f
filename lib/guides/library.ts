/**
 * The Knowledge Library's (/guides) non-React logic: what its client leaves compute from the
 * state (history steps, filter counts, the status line, which view shows) and the one fetch of
 * the full-text index. The matching itself is in lib/search/query.ts.
 */
import { GUIDE_LEVELS } from '../content/constants';
import { plural, type Locale, type PluralForms } from '../i18n/format';
import { LENGTHS, normalize, type CategoryTab, type GuideQuery } from '../search/query';

const files = new Map<string, Promise<unknown>>();

/**
 * A JSON file of the library's (the full-text index, the guides' panels), fetched once per page
 * load; a failed fetch is tried again next time.
 */
export function loadLibraryFile<T>(url: string): Promise<T> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.json();
    });
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file as Promise<T>;
}

/** A new search gets its own history entry; refining or clearing it replaces that entry. */
export function searchHistory(current: string, next: string): 'push' | 'replace' {
  return normalize(current) === '' && normalize(next) !== '' ? 'push' : 'replace';
}

export type FilterGroup = 'lengths' | 'levels';

/** The filters with `value` of `group` checked, or unchecked when it was (in canonical order). */
export function toggleFilter(
  query: Pick<GuideQuery, FilterGroup>,
  group: FilterGroup,
  value: string,
): Partial<Pick<GuideQuery, FilterGroup>> {
  const flip = (v: string, on: boolean) => (v === value) !== on;
  if (group === 'lengths')
    return { lengths: LENGTHS.filter((v) => flip(v, query.lengths.includes(v))) };
  return { levels: GUIDE_LEVELS.filter((v) => flip(v, query.levels.includes(v))) };
}

export function activeFilterCount(query: Pick<GuideQuery, 'lengths' | 'levels'>): number {
  return query.lengths.length + query.levels.length;
}

/**
 * The announced status line under the search box: content's phrase for the count's plural
 * category in the page's language (a client component has no default locale: it passes
 * `useLocale()`).
 */
export function resultsStatus(
  copy: { loading: string; results: PluralForms },
  count: number,
  loadingIndex: boolean,
  locale: Locale,
): string {
  if (loadingIndex) return copy.loading;
  return plural(count, copy.results, locale);
}

/** The accessible text of the filter toggle's badge ('' when no filter is on), in `locale`. */
export function activeFiltersText(copy: { active: PluralForms }, count: number, locale: Locale) {
  if (!count) return '';
  return plural(count, copy.active, locale);
}

/**
 * What a tab shows: the insights tab's own empty state, the general empty state (not while the
 * index loads: the list waits, busy), or the list.
 */
export function resultsView(
  tab: CategoryTab,
  count: number,
  loadingIndex: boolean,
): 'insights' | 'empty' | 'list' {
  if (tab === 'insights' && count === 0) return 'insights';
  if (count === 0 && !loadingIndex) return 'empty';
  return 'list';
}
