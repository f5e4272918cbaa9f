'use client';

import { countText, type LibraryCopy } from './types';
import { useLibraryContext } from './use-library';

/** The search box (its text is the URL's `q`) and the announced count of matching guides. */
export function SearchForm({ copy }: { copy: LibraryCopy['search'] }) {
  const { query, setText, results, loadingIndex } = useLibraryContext();
  const status = loadingIndex
    ? copy.loading
    : results.length === 1
      ? copy.resultsOne
      : countText(copy.resultsMany, results.length);
  return (
    <>
      <form
        role="search"
        aria-label={copy.label}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex-1">
          <label htmlFor="guide-search" className="block text-sm font-semibold text-slate-900">
            {copy.label}
          </label>
          <input
            id="guide-search"
            name="q"
            type="search"
            value={query.q}
            placeholder={copy.placeholder}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            className="mt-1 w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <button type="submit" className="btn-primary">
          {copy.submitLabel}
        </button>
      </form>
      <p role="status" className="mt-3 text-sm text-slate-700" data-testid="results-status">
        {status}
      </p>
    </>
  );
}
