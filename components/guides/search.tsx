import { resultsStatus } from '@/lib/guides/library';
import type { Locale, PluralForms } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { LIBRARY_PATH } from '@/lib/navigation/routes';
import { guideQueryUrlKeys, serializeGuideQuery, type GuideQuery } from '@/lib/search/query';
import { UrlForm } from '../ui/url-form';

/** How long the typing in the search box pauses before the results follow it. */
const TYPING_PAUSE_MS = 300;

/**
 * The query's other parts (tab, filters) as hidden fields: a form that changes one part keeps
 * the others (`except` names the part the form shows itself).
 */
export function QueryFields({ query, except }: { query: GuideQuery; except: 'q' | 'filters' }) {
  const fields: [string, string][] = [];
  if (except !== 'q' && query.q.trim()) fields.push(['q', query.q]);
  if (query.category !== 'all') fields.push(['category', query.category]);
  if (except !== 'filters') {
    for (const v of query.lengths) fields.push([guideQueryUrlKeys.lengths, v]);
    for (const v of query.levels) fields.push([guideQueryUrlKeys.levels, v]);
  }
  return fields.map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}

/**
 * The search form: a GET form to the library, which the server renders with the query applied
 * over every guide's full text. With scripts, the results follow the typing (a new search is a
 * history step, refining it replaces that step); without, the form is sent as it is.
 */
export function SearchForm({
  label,
  query,
  locale,
  children,
}: {
  label: string;
  query: GuideQuery;
  locale: Locale;
  children: React.ReactNode;
}) {
  return (
    <UrlForm
      role="search"
      aria-label={label}
      action={localePath(LIBRARY_PATH, locale)}
      query={new URLSearchParams(serializeGuideQuery(query)).toString()}
      submitWhileTyping={TYPING_PAUSE_MS}
      replace={query.q.trim() !== ''}
      omitEmpty
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {children}
      <QueryFields query={query} except="q" />
    </UrlForm>
  );
}

/** The search box: its text is the address's `q`. */
export function SearchInput({
  id,
  placeholder,
  q,
}: {
  id: string;
  placeholder: string;
  q: string;
}) {
  return (
    <input
      id={id}
      name="q"
      type="search"
      defaultValue={q}
      placeholder={placeholder}
      autoComplete="off"
      className="mt-1 w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
    />
  );
}

/** The announced count of matching guides. */
export function ResultsStatus({
  copy,
  count,
  locale,
}: {
  copy: { results: PluralForms };
  count: number;
  locale: Locale;
}) {
  return (
    <p role="status" className="mt-3 text-sm text-slate-700" data-testid="results-status">
      {resultsStatus(copy, count, locale)}
    </p>
  );
}
