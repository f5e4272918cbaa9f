'use client';

import {
  createContext,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  EMPTY_QUERY,
  filterGuides,
  isDefaultQuery,
  normalize,
  parseGuideQuery,
  serializeGuideQuery,
  type GuideFacets,
  type GuideQuery,
  type SearchIndex,
} from '@/lib/search/query';
import { loadSearchIndex, searchHistory } from '@/lib/guides/library';
import { localePath } from '@/lib/i18n/paths';
import { useLocale } from '../ui/locale-context';
import { useUrlQuery } from '../ui/url-form';

export type LibraryOptions = {
  /**
   * Where the full-text index is (fetched once, on the first search), as an English path: the
   * library fetches its page's language's index (`/ar/guides/search-index.json` on Arabic pages).
   */
  indexUrl: string;
  /** A related guide opens this long after the open one collapses. */
  relatedDelayMs: number;
};

type Props = { guides: GuideFacets[]; options: LibraryOptions; children: React.ReactNode };
type SetQuery = (
  query: Partial<GuideQuery> | null,
  options?: { history: 'push' | 'replace' },
) => unknown;

/** The full-text index, fetched the first time `needed` is true. */
function useSearchIndex(url: string, needed: boolean) {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || index) return;
    let live = true;
    loadSearchIndex(url).then(
      (i) => live && setIndex(i),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [url, needed, index]);
  return { index, loading: needed && !index && !failed };
}

/** The library's one state and what can change it (see useLibrary). */
export type Library = ReturnType<typeof useLibrary>;

/**
 * The Knowledge Library's state. The query (text, tab, filters) lives in the URL (useUrlQuery,
 * the site's one way of keeping state there; a tab or filter change and a new search are history steps; refining a search replaces its
 * step), the expanded guide and the filter panel in React state beside it. Nothing reads or
 * clicks the DOM.
 */
function useLibrary({ guides, options }: Props, query: GuideQuery, setQuery: SetQuery) {
  // The guide expanded in the list (at most one), and the one to scroll to and focus once open.
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [revealSlug, setRevealSlug] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const indexUrl = localePath(options.indexUrl, useLocale());
  const { index, loading } = useSearchIndex(indexUrl, normalize(query.q) !== '');
  const q = useDeferredValue(query.q);
  const effective = useMemo(() => ({ ...query, q }), [query, q]);
  const results = useMemo(() => filterGuides(guides, effective, index), [guides, effective, index]);

  return {
    query,
    results,
    /** The text search is waiting for the full-text index. */
    loadingIndex: loading,
    indexReady: index !== null,
    defaultView: isDefaultQuery(effective),
    openSlug,
    revealSlug,
    filtersOpen,
    filtersToggle,
    setText: (value: string) =>
      void setQuery({ q: value }, { history: searchHistory(query.q, value) }),
    setCategory: (category: GuideQuery['category']) => void setQuery({ category }),
    setFilters: (filters: Partial<Pick<GuideQuery, 'lengths' | 'levels'>>) =>
      void setQuery(filters),
    reset: () => void setQuery(null),
    /** Expands a guide, or collapses it when it is the open one; `reveal` scrolls to it. */
    toggle: (slug: string, reveal = false) => {
      window.clearTimeout(timer.current);
      const opening = openSlug !== slug;
      setOpenSlug(opening ? slug : null);
      setRevealSlug(opening && reveal ? slug : null);
    },
    /** Collapses the open guide, then after the delay opens `slug` (resetting filters that hide it). */
    openRelated: (slug: string) => {
      const hidden = !results.some((g) => g.slug === slug);
      setOpenSlug(null);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (hidden) void setQuery(null);
        setOpenSlug(slug);
        setRevealSlug(slug);
      }, options.relatedDelayMs);
    },
    revealed: () => setRevealSlug(null),
    /** Shows or hides the filter panel; closing it returns focus to its toggle. */
    showFilters: (open: boolean) => {
      setFiltersOpen(open);
      if (!open) filtersToggle.current?.focus();
    },
  };
}

const LibraryContext = createContext<Library | null>(null);

export function useLibraryContext(): Library {
  const library = useContext(LibraryContext);
  if (!library) throw new Error('useLibraryContext outside <LibraryState>');
  return library;
}

/**
 * The live state of the server-rendered library inside it, read from and kept in the URL. The
 * static HTML holds the unfiltered library (the empty query), which hydrates as it is; the
 * address's query is read once the page has hydrated.
 */
export function LibraryState(props: Props) {
  const [query, write, watch] = useUrlQuery(parseGuideQuery, serializeGuideQuery);
  const setQuery: SetQuery = (next, options) =>
    write(next === null ? EMPTY_QUERY : { ...query, ...next }, options?.history ?? 'push');
  return (
    <LibraryContext value={useLibrary(props, query, setQuery)}>
      {watch}
      {props.children}
    </LibraryContext>
  );
}
