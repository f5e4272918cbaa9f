import { StaticImage } from '../ui/static-image';
import { IntroWithHint } from '../ui/with-script';
import Link from '../ui/link';
import { UrlForm } from '../ui/url-form';
import { GUIDE_LEVELS } from '@/lib/content/constants';
import { resultsView } from '@/lib/guides/library';
import type { Locale } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { LIBRARY_PATH } from '@/lib/navigation/routes';
import {
  CATEGORY_TABS,
  guideQueryUrlKeys,
  isDefaultQuery,
  LENGTHS,
  serializeGuideQuery,
  type GuideQuery,
} from '@/lib/search/query';
import { FiltersPanel, FiltersToggle } from './filters';
import { LibraryButton } from './library-button';
import { LibraryState, type LibraryOptions } from './library-state';
import { FeaturedCard, GuideItem } from './results';
import { QueryFields, ResultsStatus, SearchForm, SearchInput } from './search';
import { CategoryTabs } from './tabs';
import { Summary } from './guide-summary';
import type { GuideSummary, LibraryCopy } from './types';

type Props = {
  /** Every guide, in the list's order. */
  guides: GuideSummary[];
  /** The address's query, and the guides that match it (over their full text), in that order. */
  query: GuideQuery;
  results: GuideSummary[];
  copy: LibraryCopy;
  options: LibraryOptions;
  locale: Locale;
};

const FILTERS_ID = 'guide-filters';
const SEARCH_ID = 'guide-search';

/** The library's address for `query`. */
const libraryHref = (query: GuideQuery) => `${LIBRARY_PATH}${serializeGuideQuery(query)}`;

/**
 * The Knowledge Library for the address's query, all of it rendered here on the server: the
 * search form, the category tabs (links), the filters (a form) and the matching guides. Its
 * client leaves hold what is not in the address (the expanded guide, the filter panel); an
 * expanded guide's panel comes from the panels file (lib/guides/panels.ts), which no one needs
 * before reaching for a guide.
 */
export function GuidesLibrary({ guides, query, results, copy, options, locale }: Props) {
  const view = resultsView(query.category, results.length);
  return (
    <LibraryState
      query={query}
      shown={results.map((g) => g.slug)}
      options={options}
      panelCopy={copy.list}
    >
      <div className="container-page py-10">
        <SearchForm label={copy.search.label} query={query} locale={locale}>
          <div className="flex-1">
            <label htmlFor={SEARCH_ID} className="block text-sm font-semibold text-slate-900">
              {copy.search.label}
            </label>
            <SearchInput id={SEARCH_ID} placeholder={copy.search.placeholder} q={query.q} />
          </div>
          <button type="submit" className="btn-primary">
            {copy.search.submitLabel}
          </button>
        </SearchForm>
        <ResultsStatus copy={copy.search} count={results.length} locale={locale} />
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
          <div className="min-w-0 flex-1">
            <CategoryTabs
              label={copy.tabs.label}
              labels={copy.tabs.items}
              selected={query.category}
              hrefs={
                Object.fromEntries(
                  CATEGORY_TABS.map((category) => [category, libraryHref({ ...query, category })]),
                ) as Record<GuideQuery['category'], string>
              }
              toolbar={
                <FiltersToggle controls={FILTERS_ID} copy={copy.filters}>
                  {copy.filters.openLabel}
                </FiltersToggle>
              }
            >
              {isDefaultQuery(query) ? (
                <FeaturedGuides guides={guides.filter((g) => g.featured)} copy={copy} />
              ) : null}
              {view === 'list' ? (
                <section aria-labelledby="all-guides-heading">
                  <h2 id="all-guides-heading" className="text-2xl font-bold text-slate-900">
                    {copy.list.heading}
                  </h2>
                  <ul className="mt-5 space-y-3">
                    {results.map((g) => (
                      <GuideItem key={g.slug} slug={g.slug}>
                        <Summary guide={g} copy={copy} />
                      </GuideItem>
                    ))}
                  </ul>
                </section>
              ) : view === 'empty' ? (
                <EmptyState copy={copy.empty} href={LIBRARY_PATH} />
              ) : (
                <EmptyState
                  copy={copy.insights}
                  href={libraryHref({ ...query, category: 'all' })}
                />
              )}
            </CategoryTabs>
          </div>
          <FiltersPanel>
            <Filters copy={copy.filters} query={query} locale={locale} />
          </FiltersPanel>
        </div>
      </div>
    </LibraryState>
  );
}

function FeaturedGuides({ guides, copy }: { guides: GuideSummary[]; copy: LibraryCopy }) {
  return (
    <section aria-labelledby="featured-heading" className="mb-10">
      <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
        {copy.featured.heading}
      </h2>
      <p className="mt-2 text-slate-700">
        <IntroWithHint intro={copy.featured.intro} hint={copy.featured.hint} />
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {guides.map((g) => (
          <li key={g.slug}>
            <FeaturedCard slug={g.slug}>
              <StaticImage {...g.cover} alt="" className="h-auto w-full" />
              <span className="flex flex-1 flex-col p-4">
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                  {copy.tabs.items[g.category]}
                </span>
                <span className="mt-1 font-semibold text-slate-900">{g.title}</span>
                <span className="mt-1 text-sm text-slate-700">{g.readingTime}</span>
              </span>
            </FeaturedCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Length and complexity checkboxes (a form sent at each change), and the links that clear them and close the panel. */
function Filters({
  copy,
  query,
  locale,
}: {
  copy: LibraryCopy['filters'];
  query: GuideQuery;
  locale: Locale;
}) {
  return (
    <aside
      id={FILTERS_ID}
      aria-labelledby="filters-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:order-first lg:w-72 lg:shrink-0"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="text-lg font-bold text-slate-900">
          {copy.heading}
        </h2>
        <LibraryButton
          action="closeFilters"
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-white"
        >
          {copy.closeLabel}
        </LibraryButton>
      </div>
      <UrlForm
        action={localePath(LIBRARY_PATH, locale)}
        query={new URLSearchParams(serializeGuideQuery(query)).toString()}
        submitOnChange
      >
        <QueryFields query={query} except="filters" />
        <FilterGroup
          name={guideQueryUrlKeys.lengths}
          checked={query.lengths}
          legend={copy.lengthLegend}
          options={LENGTHS.map((value) => ({ value, label: copy.lengths[value] }))}
        />
        <FilterGroup
          name={guideQueryUrlKeys.levels}
          checked={query.levels}
          legend={copy.levelLegend}
          options={GUIDE_LEVELS.map((value) => ({ value, label: copy.levels[value] }))}
        />
      </UrlForm>
      {query.lengths.length + query.levels.length ? (
        <Link
          href={libraryHref({ ...query, lengths: [], levels: [] })}
          scroll={false}
          className="btn-secondary mt-5 w-full"
        >
          {copy.clearLabel}
        </Link>
      ) : null}
    </aside>
  );
}

type GroupProps = {
  name: string;
  checked: readonly string[];
  legend: string;
  options: { value: string; label: string }[];
};

function FilterGroup({ name, checked, legend, options }: GroupProps) {
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value} className="mt-2 flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            name={name}
            value={value}
            defaultChecked={checked.includes(value)}
            className="h-4 w-4 accent-brand-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** No guide to show: says so, with a link to the view that has some. */
function EmptyState({
  copy,
  href,
}: {
  copy: { heading: string; text: string; resetLabel: string };
  href: string;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <h2 className="text-xl font-bold text-slate-900">{copy.heading}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{copy.text}</p>
      <Link href={href} scroll={false} className="btn-primary mt-5">
        {copy.resetLabel}
      </Link>
    </div>
  );
}
