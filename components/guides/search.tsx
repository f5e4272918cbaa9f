'use client';

import { useEffect, useEffectEvent, useRef } from 'react';
import { resultsStatus } from '@/lib/guides/library';
import { localePath } from '@/lib/i18n/paths';
import { LIBRARY_PATH } from '@/lib/navigation/routes';
import { useLocale } from '../ui/locale-context';
import { useLibraryContext } from './library-state';

/**
 * The search form: the results follow the typing, so sending it does not reload the page. Where
 * the page's scripts do not run (or have not yet), it loads the library for its query, which the
 * server renders with the query applied (lib/server/library-query.mjs).
 */
export function SearchForm({ label, children }: { label: string; children: React.ReactNode }) {
  const { indexReady } = useLibraryContext();
  return (
    <form
      role="search"
      aria-label={label}
      action={localePath(LIBRARY_PATH, useLocale())}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      data-search-ready={indexReady}
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
    </form>
  );
}

/**
 * The search box: its text is the URL's `q`. It is in the painted page before the scripts run:
 * what a visitor typed by then is the search once they do (React would otherwise set the box back
 * to the page's empty query at its next render).
 */
export function SearchInput({ id, placeholder }: { id: string; placeholder: string }) {
  const { query, setText, typedEarly } = useLibraryContext();
  const box = useRef<HTMLInputElement>(null);
  const hydrated = useEffectEvent(() => {
    const typed = box.current?.value ?? '';
    if (typed !== query.q) typedEarly(typed);
  });
  useEffect(() => hydrated(), []);
  return (
    <input
      ref={box}
      id={id}
      name="q"
      type="search"
      value={query.q}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      autoComplete="off"
      className="mt-1 w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
    />
  );
}

/** The announced count of matching guides (or that the full text is loading). */
export function ResultsStatus({ copy }: { copy: Parameters<typeof resultsStatus>[0] }) {
  const { results, loadingIndex } = useLibraryContext();
  const locale = useLocale();
  return (
    <p role="status" className="mt-3 text-sm text-slate-700" data-testid="results-status">
      {resultsStatus(copy, results.length, loadingIndex, locale)}
    </p>
  );
}
