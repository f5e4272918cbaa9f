import { StaticImage } from '../ui/static-image';
import { IntroWithHint } from '../ui/with-script';
import { GUIDE_LEVELS } from '@/lib/content/constants';
import { LENGTHS } from '@/lib/search/query';
import type { FilterGroup } from '@/lib/guides/library';
import { FilterCheckbox, FiltersPanel, FiltersToggle } from './filters';
import { LibraryButton, LibraryHomeLink } from './library-button';
import { LibraryState, type InitialQuery, type LibraryOptions } from './library-state';
import { FeaturedCard, GuideItem, Results } from './results';
import { ResultsStatus, SearchForm, SearchInput } from './search';
import { CategoryTabs } from './tabs';
import { Summary } from './guide-summary';
import type { GuideSummary, LibraryCopy } from './types';

type Props = {
  guides: GuideSummary[];
  copy: LibraryCopy;
  options: LibraryOptions;
  /** The address's query and its matches, where the page is rendered for it (per request). */
  initial?: InitialQuery;
};

const FILTERS_ID = 'guide-filters';
const SEARCH_ID = 'guide-search';

/**
 * The Knowledge Library. What it shows is rendered here on the server; its client leaves hold the
 * one state (query, tab and filters in the URL; the expanded guide) and pick what shows. The
 * static HTML holds the unfiltered library; an expanded guide's panel comes from the panels file
 * (lib/guides/panels.ts), which no one needs before reaching for a guide.
 */
export function GuidesLibrary(props: Props) {
  // The browser gets what it filters on; cards and panels arrive rendered.
  const facets = props.guides.map(({ slug, title, brief, category, level, readingMinutes }) => {
    return { slug, title, brief, category, level, readingMinutes };
  });
  return (
    <LibraryState
      guides={facets}
      options={props.options}
      panelCopy={props.copy.list}
      initial={props.initial}
    >
      <LibraryView {...props} />
    </LibraryState>
  );
}

/** The library with its live state, every guide's fields in the browser (the unit tests render it). */
export function LiveLibrary(props: Props) {
  return (
    <LibraryState
      guides={props.guides}
      options={props.options}
      panelCopy={props.copy.list}
      initial={props.initial}
    >
      <LibraryView {...props} />
    </LibraryState>
  );
}

function LibraryView({ guides, copy }: Props) {
  return (
    <div className="container-page py-10">
      <SearchForm label={copy.search.label}>
        <div className="flex-1">
          <label htmlFor={SEARCH_ID} className="block text-sm font-semibold text-slate-900">
            {copy.search.label}
          </label>
          <SearchInput id={SEARCH_ID} placeholder={copy.search.placeholder} />
        </div>
        <button type="submit" className="btn-primary">
          {copy.search.submitLabel}
        </button>
      </SearchForm>
      <ResultsStatus copy={copy.search} />
      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1">
          <CategoryTabs
            label={copy.tabs.label}
            labels={copy.tabs.items}
            toolbar={
              <FiltersToggle controls={FILTERS_ID} copy={copy.filters}>
                {copy.filters.openLabel}
              </FiltersToggle>
            }
          >
            <Results
              featured={<FeaturedGuides guides={guides.filter((g) => g.featured)} copy={copy} />}
              heading={
                <h2 id="all-guides-heading" className="text-2xl font-bold text-slate-900">
                  {copy.list.heading}
                </h2>
              }
              items={Object.fromEntries(
                guides.map((g) => [
                  g.slug,
                  <GuideItem key={g.slug} slug={g.slug}>
                    <Summary guide={g} copy={copy} />
                  </GuideItem>,
                ]),
              )}
              empty={<EmptyState copy={copy.empty} action="reset" />}
              insights={<EmptyState copy={copy.insights} action="showAll" />}
            />
          </CategoryTabs>
        </div>
        <FiltersPanel>
          <Filters copy={copy.filters} />
        </FiltersPanel>
      </div>
    </div>
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

/** Length and complexity checkboxes, and the buttons that clear them and close the panel. */
function Filters({ copy }: { copy: LibraryCopy['filters'] }) {
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
      <FilterGroup
        group="lengths"
        legend={copy.lengthLegend}
        options={LENGTHS.map((value) => ({ value, label: copy.lengths[value] }))}
      />
      <FilterGroup
        group="levels"
        legend={copy.levelLegend}
        options={GUIDE_LEVELS.map((value) => ({ value, label: copy.levels[value] }))}
      />
      <LibraryButton action="clearFilters" className="btn-secondary mt-5 w-full">
        {copy.clearLabel}
      </LibraryButton>
    </aside>
  );
}

type GroupProps = {
  group: FilterGroup;
  legend: string;
  options: { value: string; label: string }[];
};

function FilterGroup({ group, legend, options }: GroupProps) {
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value} className="mt-2 flex items-center gap-2 text-slate-800">
          <FilterCheckbox group={group} value={value} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function EmptyState({
  copy,
  action,
}: {
  copy: { heading: string; text: string; resetLabel: string };
  action: 'reset' | 'showAll';
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <h2 className="text-xl font-bold text-slate-900">{copy.heading}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{copy.text}</p>
      <LibraryButton action={action} className="btn-primary mt-5 noscript:hidden">
        {copy.resetLabel}
      </LibraryButton>
      {/* Where scripts do not run (a search sent from the form): the whole library. */}
      <LibraryHomeLink className="btn-primary mt-5 hidden noscript:inline-flex">
        {copy.resetLabel}
      </LibraryHomeLink>
    </div>
  );
}
