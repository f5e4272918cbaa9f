/**
 * The Knowledge Library's (/guides) non-React logic: what it shows for its query (filter counts,
 * the status line, which view shows) and the one fetch of the panels file. The matching itself
 * is in lib/search/query.ts, run on the server.
 */
import { plural, type Locale, type PluralForms } from '../i18n/format';
import type { CategoryTab, GuideQuery } from '../search/query';

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

export function activeFilterCount(query: Pick<GuideQuery, 'lengths' | 'levels'>): number {
  return query.lengths.length + query.levels.length;
}

/**
 * The announced status line under the search box: content's phrase for the count's plural
 * category in the page's language (a client component has no default locale: it passes
 * `useLocale()`).
 */
export function resultsStatus(
  copy: { results: PluralForms },
  count: number,
  locale: Locale,
): string {
  return plural(count, copy.results, locale);
}

/** The accessible text of the filter toggle's badge ('' when no filter is on), in `locale`. */
export function activeFiltersText(copy: { active: PluralForms }, count: number, locale: Locale) {
  if (!count) return '';
  return plural(count, copy.active, locale);
}

/** What a tab shows: the insights tab's own empty state, the general empty state, or the list. */
export function resultsView(tab: CategoryTab, count: number): 'insights' | 'empty' | 'list' {
  if (tab === 'insights' && count === 0) return 'insights';
  if (count === 0) return 'empty';
  return 'list';
}
