'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { loadLibraryFile } from '@/lib/guides/library';
import type { GuidePanel } from '@/lib/guides/panels';
import { localePath } from '@/lib/i18n/paths';
import { LIBRARY_PATH } from '@/lib/navigation/routes';
import type { GuideQuery } from '@/lib/search/query';
import { useLocale } from '../ui/locale-context';

export type LibraryOptions = {
  /** Where the guides' expanded views are (fetched once, when a visitor reaches for a guide), as an English path. */
  panelsUrl: string;
  /** A related guide opens this long after the open one collapses. */
  relatedDelayMs: number;
};

/** The words of an expanded guide (content's `list` block). */
export type PanelCopy = Record<
  'tocHeading' | 'keyPointsHeading' | 'imagesHeading' | 'relatedHeading' | 'fullArticleLabel',
  string
>;

type Props = {
  /** The query the server rendered the library for (from the address). */
  query: GuideQuery;
  /** The slugs of the guides it lists for that query. */
  shown: string[];
  options: LibraryOptions;
  panelCopy: PanelCopy;
  children: React.ReactNode;
};

/** One of the library's files (the panels), fetched the first time `needed` is true. */
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
  return { data, failed };
}

/** The library's browser state and what can change it (see useLibrary). */
export type Library = ReturnType<typeof useLibrary>;

/**
 * The Knowledge Library's browser state: the expanded guide and the filter panel. The query
 * (text, tab, filters) is the address's, read by the server, which renders its results; GET forms
 * and links change it (components/ui/url-form.tsx). Nothing reads or clicks the DOM.
 */
function useLibrary({ query, shown, options, panelCopy }: Props) {
  // The guide expanded in the list (at most one), and the one to scroll to and focus once open.
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [revealSlug, setRevealSlug] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const router = useRouter();
  const locale = useLocale();
  // The panels load when a visitor reaches for a guide (pointer over it, focus), or opens one.
  const [panelsWanted, setPanelsWanted] = useState(false);
  const panels = useLibraryFile<Record<string, GuidePanel>>(
    localePath(options.panelsUrl, locale),
    panelsWanted || openSlug !== null,
  );

  return {
    query,
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
    /** Expands a guide, or collapses it when it is the open one; `reveal` scrolls to it. */
    toggle: (slug: string, reveal = false) => {
      window.clearTimeout(timer.current);
      const opening = openSlug !== slug;
      setOpenSlug(opening ? slug : null);
      setRevealSlug(opening && reveal ? slug : null);
    },
    /**
     * Collapses the open guide, then after the delay opens `slug`; a guide the query hides is
     * opened in the whole library (its link followed, as the reset link would be).
     */
    openRelated: (slug: string) => {
      const hidden = !shown.includes(slug);
      setOpenSlug(null);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (hidden) router.push(localePath(LIBRARY_PATH, locale), { scroll: false });
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
 * The browser state of the server-rendered library, inside it. It stays mounted from one query
 * to the next (the same page), so an expanded guide or an open filter panel stays as it was.
 */
export function LibraryState(props: Props) {
  return <LibraryContext value={useLibrary(props)}>{props.children}</LibraryContext>;
}
