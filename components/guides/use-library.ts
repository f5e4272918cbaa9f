'use client';

import { useQueryStates } from 'nuqs';
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
  guideQueryParsers,
  guideQueryUrlKeys,
  isDefaultQuery,
  normalize,
  type GuideQuery,
  type SearchIndex,
} from '@/lib/guides-search';
import type { GuideSummary } from './types';

export type LibraryOptions = {
  /** Where the full-text index is (fetched once, on the first search). */
  indexUrl: string;
  /** A related guide opens this long after the open one collapses. */
  relatedDelayMs: number;
};

/** The library's one state and what can change it (see useLibrary). */
export type Library = {
  query: GuideQuery;
  results: GuideSummary[];
  /** The text search is waiting for the full-text index. */
  loadingIndex: boolean;
  indexReady: boolean;
  defaultView: boolean;
  /** The guide expanded in the list (at most one). */
  openSlug: string | null;
  /** The guide to scroll to and focus once it is rendered open. */
  revealSlug: string | null;
  setText: (value: string) => void;
  setCategory: (category: GuideQuery['category']) => void;
  setFilters: (filters: Partial<Pick<GuideQuery, 'lengths' | 'levels'>>) => void;
  reset: () => void;
  /** Expands a guide, or collapses it when it is the open one; `reveal` scrolls to it. */
  toggle: (slug: string, reveal?: boolean) => void;
  /** Collapses the open guide, then after the delay opens `slug` (resetting filters that hide it). */
  openRelated: (slug: string) => void;
  revealed: () => void;
};

let indexPromise: Promise<SearchIndex> | null = null;

function loadIndex(url: string): Promise<SearchIndex> {
  indexPromise ??= fetch(url)
    .then((r) => {
      if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
      return r.json() as Promise<SearchIndex>;
    })
    .catch((err) => {
      indexPromise = null;
      throw err;
    });
  return indexPromise;
}

/** The full-text index, fetched the first time `needed` is true. */
function useSearchIndex(url: string, needed: boolean) {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || index) return;
    let live = true;
    loadIndex(url).then(
      (i) => live && setIndex(i),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url, needed, index]);
  return { index, loading: needed && !index && !failed };
}

/**
 * The Knowledge Library's state: the query (text, tab, filters) lives in the URL through nuqs
 * (a tab or filter change and a new search are history steps; refining a search replaces its
 * step), the expanded guide in React state beside it. Nothing reads or clicks the DOM.
 */
export function useLibrary(guides: GuideSummary[], options: LibraryOptions): Library {
  const [query, setQuery] = useQueryStates(guideQueryParsers, {
    urlKeys: guideQueryUrlKeys,
    history: 'push',
  });
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [revealSlug, setRevealSlug] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const searching = normalize(query.q) !== '';
  const { index, loading } = useSearchIndex(options.indexUrl, searching);
  const q = useDeferredValue(query.q);
  const effective = useMemo(() => ({ ...query, q }), [query, q]);
  const results = useMemo(() => filterGuides(guides, effective, index), [guides, effective, index]);

  return {
    query,
    results,
    loadingIndex: loading,
    indexReady: index !== null,
    defaultView: isDefaultQuery(effective),
    openSlug,
    revealSlug,
    setText: (value) =>
      void setQuery(
        { q: value },
        // A new search gets its own history entry; refining it replaces that entry.
        { history: !searching && normalize(value) !== '' ? 'push' : 'replace' },
      ),
    setCategory: (category) => void setQuery({ category }),
    setFilters: (filters) => void setQuery(filters),
    reset: () => void setQuery(null),
    toggle: (slug, reveal = false) => {
      window.clearTimeout(timer.current);
      const opening = openSlug !== slug;
      setOpenSlug(opening ? slug : null);
      setRevealSlug(opening && reveal ? slug : null);
    },
    openRelated: (slug) => {
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
  };
}

const noop = () => {};

/** The library as the static HTML shows it: every guide, nothing expanded, nothing to do yet. */
export function staticLibrary(guides: GuideSummary[]): Library {
  return {
    query: EMPTY_QUERY,
    results: guides,
    loadingIndex: false,
    indexReady: false,
    defaultView: true,
    openSlug: null,
    revealSlug: null,
    setText: noop,
    setCategory: noop,
    setFilters: noop,
    reset: noop,
    toggle: noop,
    openRelated: noop,
    revealed: noop,
  };
}

export const LibraryContext = createContext<Library | null>(null);

export function useLibraryContext(): Library {
  const library = useContext(LibraryContext);
  if (!library) throw new Error('useLibraryContext outside <GuidesLibrary>');
  return library;
}
