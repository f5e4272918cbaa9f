import { resultsStatus } from '@/lib/guides/library';
import type { Locale } from '@/lib/i18n/format';
import { guidePath, GUIDE_SEARCH_PATH } from '@/lib/navigation/routes';
import type { GuideQuery } from '@/lib/search/query';
import type { GuidesBlocks } from '@/lib/content/schemas';
import Link from '../ui/link';
import { localePath } from '@/lib/i18n/paths';
import { Summary } from './guide-summary';
import type { GuideSummary } from './types';

type Props = {
  locale: Locale;
  query: GuideQuery;
  /** The guides that match, in the library's order. */
  results: GuideSummary[];
  copy: Pick<GuidesBlocks, 'search' | 'tabs' | 'filters' | 'empty'>;
};

/**
 * The guide search's results, rendered on the server (GUIDE_SEARCH_PATH): the search form, sent
 * here again, the count and each matching guide as a link to its page. What the library shows as
 * you type, for a browser that does not run its script.
 */
export function SearchResults({ locale, query, results, copy }: Props) {
  return (
    <>
      <form
        role="search"
        aria-label={copy.search.label}
        action={localePath(GUIDE_SEARCH_PATH, locale)}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="guide-search" className="block text-sm font-semibold text-slate-900">
            {copy.search.label}
          </label>
          <input
            id="guide-search"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={copy.search.placeholder}
            autoComplete="off"
            className="mt-1 w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <button type="submit" className="btn-primary">
          {copy.search.submitLabel}
        </button>
      </form>
      <p role="status" className="mt-3 text-sm text-slate-700" data-testid="results-status">
        {resultsStatus(copy.search, results.length, false, locale)}
      </p>
      {results.length ? (
        <ul className="mt-6 space-y-3" data-testid="search-results">
          {results.map((g) => (
            <li key={g.slug}>
              <article className="rounded-xl border border-slate-200 bg-white">
                <h2>
                  <Link href={guidePath(g.slug)} className="block rounded-xl p-5 hover:bg-slate-50">
                    <Summary guide={g} copy={copy} />
                  </Link>
                </h2>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-xl font-bold text-slate-900">{copy.empty.heading}</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{copy.empty.text}</p>
        </div>
      )}
      <p className="mt-8">
        <Link href="/guides" className="font-semibold text-brand-800 underline underline-offset-2">
          {copy.search.page.libraryLink}
        </Link>
      </p>
    </>
  );
}
