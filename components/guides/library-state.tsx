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
import { loadLibraryFile, searchHistory } from '@/lib/guides/library';
import type { GuidePanel } from '@/lib/guides/panels';
import { localePath } from '@/lib/i18n/paths';
import { useLocale } from '../ui/locale-context';
import { useUrlQuery } from '../ui/url-form';

export type LibraryOptions = {
  /**
   * Where the full-text index is (fetched once, on the first search), as an English path: the
   * library fetches its page's language's index (`/ar/guides/search-index.json` on Arabic pages).
   */
  indexUrl: string;
  /** Where the guides' expanded views are (fetched once, when a visitor reaches for a guide), likewise. */
  panelsUrl: string;
  /** A related guide opens this long after the open one collapses. */
  relatedDelayMs: number;
};

/** The words of an expanded guide (content's `list` block). */
export type PanelCopy = Record<
  'tocHeading' | 'keyPointsHeading' | 'imagesHeading' | 'relatedHeading' | 'fullArticleLabel',
  string
>;

/**
 * The query the library was rendered with on the server, for its address (`/guides?q=…`, rendered
 * per request), and the guides that match it there, over the full text: the results until the
 * browser has the full-text index itself, so the page hydrates as it was painted.
 */
export type InitialQuery = { query: GuideQuery; slugs: string[] };

type Props = {
  guides: GuideFacets[];
  options: LibraryOptions;
  panelCopy: PanelCopy;
  initial?: InitialQuery;
  children: React.ReactNode;
};

const sameQuery = (a: GuideQuery, b: GuideQuery) =>
  serializeGuideQuery(a) === serializeGuideQuery(b);
type SetQuery = (
  query: Partial<GuideQuery> | null,
  options?: { history: 'push' | 'replace' },
) => unknown;

/** One of the library's files (the full-text index, the panels), fetched the first time `needed` is true. */
function useLibraryFile<T>(url: string, needed: boolean) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || data) return;
    let live = true;
    loadLibraryFile<T>(url).then(
      (d) => live && setData(d),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [url, needed, data]);
  return { data, failed, loading: needed && !data && !failed };
}

/** The library's one state and what can change it (see useLibrary). */
export type Library = ReturnType<typeof useLibrary>;

/**
 * The Knowledge Library's state. The query (text, tab, filters) lives in the URL (useUrlQuery,
 * the site's one way of keeping state there; a tab or filter change and a new search are history steps; refining a search replaces its
 * step), the expanded guide and the filter panel in React state beside it. Nothing reads or
 * clicks the DOM.
 */
function useLibrary(
  { guides, options, panelCopy, initial }: Props,
  query: GuideQuery,
  setQuery: SetQuery,
  /** Hands over the search box's text at hydration, typed before the scripts ran. */
  typedEarly: (text: string) => void,
) {
  // The guide expanded in the list (at most one), and the one to scroll to and focus once open.
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [revealSlug, setRevealSlug] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const locale = useLocale();
  const { data: index, loading } = useLibraryFile<SearchIndex>(
    localePath(options.indexUrl, locale),
    normalize(query.q) !== '',
  );
  // The panels load when a visitor reaches for a guide (pointer over it, focus), or opens one.
  const [panelsWanted, setPanelsWanted] = useState(false);
  const panels = useLibraryFile<Record<string, GuidePanel>>(
    localePath(options.panelsUrl, locale),
    panelsWanted || openSlug !== null,
  );
  const q = useDeferredValue(query.q);
  const effective = useMemo(() => ({ ...query, q }), [query, q]);
  // The server's matches for the query it rendered, until the index is here to search it again.
  const fromServer = initial && !index && sameQuery(effective, initial.query) ? initial : null;
  const results = useMemo(
    () =>
      fromServer
        ? guides.filter((g) => fromServer.slugs.includes(g.slug))
        : filterGuides(guides, effective, index),
    [guides, effective, index, fromServer],
  );

  return {
    query,
    typedEarly,
    results,
    /** The text search is waiting for the full-text index. */
    loadingIndex: loading && !fromServer,
    indexReady: index !== null,
    defaultView: isDefaultQuery(effective),
    openSlug,
    revealSlug,
    filtersOpen,
    /** The expanded views by slug, once loaded, and their words. */
    panels: panels.data,
    /** The panels file could not be fetched: an open guide offers its full article instead. */
    panelsFailed: panels.failed,
    panelCopy,
    wantPanels: () => setPanelsWanted(true),
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
 * address's query is read once the page has hydrated. Rendered per request for its address's
 * query (`initial`), it hydrates as that.
 */
export function LibraryState(props: Props) {
  // Text typed in the search box before the scripts ran (it is in the painted page): the search
  // from hydration on, and the address's once the router reports it.
  const [early, setEarly] = useState<string | null>(null);
  const [fromAddress, write, watch] = useUrlQuery(
    parseGuideQuery,
    serializeGuideQuery,
    (query) => {
      if (early === null) return null;
      setEarly(null);
      return early === query.q ? null : { ...query, q: early };
    },
    props.initial?.query,
  );
  const query = early === null ? fromAddress : { ...fromAddress, q: early };
  const setQuery: SetQuery = (next, options) => {
    setEarly(null);
    write(next === null ? EMPTY_QUERY : { ...query, ...next }, options?.history ?? 'push');
  };
  return (
    <LibraryContext value={useLibrary(props, query, setQuery, setEarly)}>
      {watch}
      {props.children}
    </LibraryContext>
  );
}
