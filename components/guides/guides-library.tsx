'use client';

import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { GUIDE_LEVELS } from '@/lib/content/constants';
import {
  CATEGORY_TABS,
  EMPTY_QUERY,
  filterGuides,
  isDefaultQuery,
  LENGTHS,
  normalize,
  parseGuideQuery,
  serializeGuideQuery,
  type GuideQuery,
  type SearchIndex,
} from '@/lib/guides-search';
import { uiConfig } from '@/lib/ui-config';
import { StaticImage } from '../static-image';
import type { GuideSummary, LibraryCopy } from './types';

let indexPromise: Promise<SearchIndex> | null = null;

/** Fetches the full-text index once per page load (on the first search). */
function loadIndex(): Promise<SearchIndex> {
  indexPromise ??= fetch(uiConfig.searchIndexPath)
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

function countText(template: string, count: number) {
  return template.replace('{count}', String(count));
}

type Props = { guides: GuideSummary[]; copy: LibraryCopy };

/**
 * The Knowledge Library. The static HTML holds the unfiltered library (the Suspense fallback);
 * in the browser the query, tab and filters are read from the URL and kept there.
 */
export function GuidesLibrary(props: Props) {
  return (
    <Suspense fallback={<Library {...props} query={EMPTY_QUERY} />}>
      <LibraryFromUrl {...props} />
    </Suspense>
  );
}

function LibraryFromUrl(props: Props) {
  const params = useSearchParams();
  const query = useMemo(() => parseGuideQuery(params.toString()), [params]);
  return <Library {...props} query={query} />;
}

function writeUrl(query: GuideQuery, mode: 'push' | 'replace') {
  const url = `${window.location.pathname}${serializeGuideQuery(query)}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

function Library({ guides, copy, query: urlQuery }: Props & { query: GuideQuery }) {
  // The state lives here so typing and ticking never wait for the router; the URL follows it.
  const [query, setQuery] = useState<GuideQuery>(urlQuery);
  const text = query.q;
  // URLs this page wrote itself: when the router catches up with one, there is nothing to do.
  const [written] = useState(() => new Set<string>());
  const urlKey = serializeGuideQuery(urlQuery);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (urlKey !== seenUrlKey) {
    // The URL changed: our own write catching up, or a link to /guides?… from elsewhere.
    setSeenUrlKey(urlKey);
    if (!written.has(urlKey)) setQuery(urlQuery);
  }
  useEffect(() => {
    // Back and Forward: the page follows the URL.
    const onPop = () => {
      written.clear();
      setQuery(parseGuideQuery(window.location.search));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [written]);

  const commit = useCallback(
    (next: GuideQuery, mode: 'push' | 'replace') => {
      setQuery(next);
      written.add(serializeGuideQuery(next));
      writeUrl(next, mode);
    },
    [written],
  );

  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [indexError, setIndexError] = useState(false);
  const searching = normalize(text) !== '';
  useEffect(() => {
    if (!searching || index) return;
    let live = true;
    loadIndex().then(
      (i) => live && setIndex(i),
      () => live && setIndexError(true),
    );
    return () => {
      live = false;
    };
  }, [searching, index]);

  const deferredText = useDeferredValue(text);
  const effective: GuideQuery = useMemo(
    () => ({ ...query, q: deferredText }),
    [query, deferredText],
  );
  const results = useMemo(() => filterGuides(guides, effective, index), [guides, effective, index]);
  const loadingIndex = searching && !index && !indexError;

  const update = (next: Partial<GuideQuery>) => commit({ ...query, ...next }, 'push');

  const onType = (value: string) =>
    // A new search gets its own history entry; refining it replaces that entry.
    commit(
      { ...query, q: value },
      normalize(query.q) === '' && normalize(value) !== '' ? 'push' : 'replace',
    );

  const reset = () => commit(EMPTY_QUERY, 'push');

  /* ---------- one expanded guide at a time ---------- */
  const closers = useRef(new Map<string, () => void>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [pendingOpen, setPendingOpen] = useState<string | null>(null);

  const closeAll = (except?: string) =>
    closers.current.forEach((close, slug) => slug !== except && close());

  useEffect(() => {
    if (!pendingOpen) return;
    // The target may not be rendered yet (a reset of the filters or the tab is still applying):
    // try on the next frames until its button exists.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const button = buttons.current.get(pendingOpen);
      if (!button) {
        if (tries++ < 60) frame = requestAnimationFrame(attempt);
        else setPendingOpen(null);
        return;
      }
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document
        .getElementById(`guide-${pendingOpen}`)
        ?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
      button.focus({ preventScroll: true });
      setPendingOpen(null);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pendingOpen]);

  const toggleFromFeatured = (slug: string) => {
    if (openSlug === slug) {
      closers.current.get(slug)?.();
      return;
    }
    setPendingOpen(slug);
  };

  const openRelated = (slug: string) => {
    closeAll();
    window.setTimeout(() => {
      if (!results.some((g) => g.slug === slug)) reset();
      setPendingOpen(slug);
    }, uiConfig.ui.relatedGuideOpenDelayMs);
  };

  const tabIndex = CATEGORY_TABS.indexOf(query.category);
  const activeFilters = query.lengths.length + query.levels.length;
  const featured = guides.filter((g) => g.featured);
  const defaultView = isDefaultQuery(effective);
  const titleOf = new Map(guides.map((g) => [g.slug, g.title]));

  const toggleValue = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const resultsStatus = loadingIndex
    ? copy.search.loading
    : results.length === 1
      ? copy.search.resultsOne
      : countText(copy.search.resultsMany, results.length);

  return (
    <div className="container-page py-10" data-search-ready={index ? 'true' : 'false'}>
      <form
        role="search"
        aria-label={copy.search.label}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onType(text);
        }}
      >
        <div className="flex-1">
          <label htmlFor="guide-search" className="block text-sm font-semibold text-slate-900">
            {copy.search.label}
          </label>
          <input
            id="guide-search"
            name="q"
            type="search"
            value={text}
            placeholder={copy.search.placeholder}
            onChange={(e) => onType(e.target.value)}
            autoComplete="off"
            className="mt-1 w-full rounded-lg border border-slate-400 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <button type="submit" className="btn-primary">
          {copy.search.submitLabel}
        </button>
      </form>

      <p role="status" className="mt-3 text-sm text-slate-700" data-testid="results-status">
        {resultsStatus}
      </p>

      <Disclosure as="div" className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        {() => (
          <>
            <div className="min-w-0 flex-1">
              <TabGroup
                selectedIndex={tabIndex}
                onChange={(i) => update({ category: CATEGORY_TABS[i] })}
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <TabList aria-label={copy.tabs.label} className="flex flex-wrap gap-2">
                    {CATEGORY_TABS.map((tab) => (
                      <Tab
                        key={tab}
                        className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-selected:border-brand-700 data-selected:bg-brand-700 data-selected:text-white"
                      >
                        {copy.tabs.items[tab]}
                      </Tab>
                    ))}
                  </TabList>
                  <DisclosureButton className="btn-secondary">
                    {copy.filters.openLabel}
                    {activeFilters ? (
                      <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                        <span className="sr-only">
                          {activeFilters === 1
                            ? copy.filters.activeOne
                            : countText(copy.filters.activeMany, activeFilters)}
                        </span>
                        <span aria-hidden="true">{activeFilters}</span>
                      </span>
                    ) : null}
                  </DisclosureButton>
                </div>
                <TabPanels className="mt-6">
                  {CATEGORY_TABS.map((tab) => (
                    <TabPanel key={tab} className="focus-visible:outline-offset-4">
                      {defaultView ? (
                        <section aria-labelledby="featured-heading" className="mb-10">
                          <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
                            {copy.featured.heading}
                          </h2>
                          <p className="mt-2 text-slate-700">{copy.featured.intro}</p>
                          <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                            {featured.map((g) => (
                              <li key={g.slug}>
                                <button
                                  type="button"
                                  aria-expanded={openSlug === g.slug}
                                  aria-controls={`guide-${g.slug}`}
                                  onClick={() => toggleFromFeatured(g.slug)}
                                  className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm hover:border-brand-600"
                                >
                                  <StaticImage
                                    src={g.images[0].src}
                                    alt=""
                                    width={g.images[0].width}
                                    height={g.images[0].height}
                                    className="h-auto w-full"
                                  />
                                  <span className="flex flex-1 flex-col p-4">
                                    <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                                      {
                                        copy.tabs.items[
                                          g.category as keyof LibraryCopy['tabs']['items']
                                        ]
                                      }
                                    </span>
                                    <span className="mt-1 font-semibold text-slate-900">
                                      {g.title}
                                    </span>
                                    <span className="mt-1 text-sm text-slate-700">
                                      {g.readingTime}
                                    </span>
                                  </span>
                                </button>
                              </li>
                            ))}
                          </ul>
                        </section>
                      ) : null}

                      {tab === 'insights' && results.length === 0 ? (
                        <EmptyState
                          heading={copy.insights.heading}
                          text={copy.insights.text}
                          action={copy.insights.resetLabel}
                          onAction={() => update({ category: 'all' })}
                        />
                      ) : results.length === 0 && !loadingIndex ? (
                        <EmptyState
                          heading={copy.empty.heading}
                          text={copy.empty.text}
                          action={copy.empty.resetLabel}
                          onAction={reset}
                        />
                      ) : (
                        <section aria-labelledby="all-guides-heading">
                          <h2 id="all-guides-heading" className="text-2xl font-bold text-slate-900">
                            {copy.list.heading}
                          </h2>
                          <ul className="mt-5 space-y-3" aria-busy={loadingIndex}>
                            {results.map((g) => (
                              <li key={g.slug} id={`guide-${g.slug}`}>
                                <Disclosure
                                  as="article"
                                  className="rounded-xl border border-slate-200 bg-white"
                                >
                                  {({ open, close }) => {
                                    closers.current.set(g.slug, close);
                                    return (
                                      <>
                                        <OpenReporter
                                          open={open}
                                          slug={g.slug}
                                          onChange={setOpenSlug}
                                        />
                                        <h3>
                                          <DisclosureButton
                                            ref={(el: HTMLButtonElement | null) => {
                                              if (el) buttons.current.set(g.slug, el);
                                              else buttons.current.delete(g.slug);
                                            }}
                                            onClick={() => {
                                              if (!open) closeAll(g.slug);
                                            }}
                                            className="flex w-full items-start justify-between gap-4 rounded-xl p-5 text-left hover:bg-slate-50"
                                          >
                                            <span>
                                              <span className="block text-lg font-semibold text-slate-900">
                                                {g.title}
                                              </span>
                                              <span className="mt-1 block text-sm font-normal text-slate-700">
                                                {g.brief}
                                              </span>
                                              <span className="mt-2 flex flex-wrap gap-2 text-xs font-semibold text-slate-700">
                                                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">
                                                  {
                                                    copy.tabs.items[
                                                      g.category as keyof LibraryCopy['tabs']['items']
                                                    ]
                                                  }
                                                </span>
                                                <span className="rounded-full bg-slate-100 px-2 py-0.5">
                                                  {copy.filters.levels[g.level]}
                                                </span>
                                                <span className="rounded-full bg-slate-100 px-2 py-0.5">
                                                  {g.readingTime}
                                                </span>
                                              </span>
                                            </span>
                                            <svg
                                              viewBox="0 0 20 20"
                                              className={`mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
                                              aria-hidden="true"
                                              fill="none"
                                              stroke="currentColor"
                                              strokeWidth={2}
                                            >
                                              <path d="m5 8 5 5 5-5" />
                                            </svg>
                                          </DisclosureButton>
                                        </h3>
                                        <DisclosurePanel className="border-t border-slate-200 p-5">
                                          <ExpandedGuide
                                            guide={g}
                                            copy={copy.list}
                                            titleOf={titleOf}
                                            onRelated={openRelated}
                                          />
                                        </DisclosurePanel>
                                      </>
                                    );
                                  }}
                                </Disclosure>
                              </li>
                            ))}
                          </ul>
                        </section>
                      )}
                    </TabPanel>
                  ))}
                </TabPanels>
              </TabGroup>
            </div>

            <DisclosurePanel
              as="aside"
              aria-labelledby="filters-heading"
              className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:order-first lg:w-72 lg:shrink-0"
            >
              {({ close }) => (
                <>
                  <div className="flex items-center justify-between gap-2">
                    <h2 id="filters-heading" className="text-lg font-bold text-slate-900">
                      {copy.filters.heading}
                    </h2>
                    <button
                      type="button"
                      onClick={() => close()}
                      className="rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-white"
                    >
                      {copy.filters.closeLabel}
                    </button>
                  </div>
                  <fieldset className="mt-4">
                    <legend className="font-semibold text-slate-900">
                      {copy.filters.lengthLegend}
                    </legend>
                    {LENGTHS.map((l) => (
                      <label key={l} className="mt-2 flex items-center gap-2 text-slate-800">
                        <input
                          type="checkbox"
                          name="length"
                          value={l}
                          checked={query.lengths.includes(l)}
                          onChange={() => update({ lengths: toggleValue(query.lengths, l) })}
                          className="h-4 w-4 accent-brand-700"
                        />
                        {copy.filters.lengths[l]}
                      </label>
                    ))}
                  </fieldset>
                  <fieldset className="mt-4">
                    <legend className="font-semibold text-slate-900">
                      {copy.filters.levelLegend}
                    </legend>
                    {GUIDE_LEVELS.map((l) => (
                      <label key={l} className="mt-2 flex items-center gap-2 text-slate-800">
                        <input
                          type="checkbox"
                          name="level"
                          value={l}
                          checked={query.levels.includes(l)}
                          onChange={() => update({ levels: toggleValue(query.levels, l) })}
                          className="h-4 w-4 accent-brand-700"
                        />
                        {copy.filters.levels[l]}
                      </label>
                    ))}
                  </fieldset>
                  {activeFilters ? (
                    <button
                      type="button"
                      onClick={() => update({ lengths: [], levels: [] })}
                      className="btn-secondary mt-5 w-full"
                    >
                      {copy.filters.clearLabel}
                    </button>
                  ) : null}
                </>
              )}
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </div>
  );
}

/** Reports a Disclosure's open state to the library (which guide is expanded). */
function OpenReporter({
  open,
  slug,
  onChange,
}: {
  open: boolean;
  slug: string;
  onChange: (update: (current: string | null) => string | null) => void;
}) {
  useEffect(() => {
    onChange((current) => (open ? slug : current === slug ? null : current));
  }, [open, slug, onChange]);
  useEffect(
    () => () => onChange((current) => (current === slug ? null : current)),
    [slug, onChange],
  );
  return null;
}

function EmptyState({
  heading,
  text,
  action,
  onAction,
}: {
  heading: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{text}</p>
      <button type="button" onClick={onAction} className="btn-primary mt-5">
        {action}
      </button>
    </div>
  );
}

function ExpandedGuide({
  guide,
  copy,
  titleOf,
  onRelated,
}: {
  guide: GuideSummary;
  copy: LibraryCopy['list'];
  titleOf: Map<string, string>;
  onRelated: (slug: string) => void;
}) {
  const id = guide.slug;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
      <nav aria-labelledby={`${id}-toc`}>
        <h4 id={`${id}-toc`} className="font-semibold text-slate-900">
          {copy.tocHeading}
        </h4>
        <ol className="mt-2 space-y-1 text-sm">
          {guide.toc.map((entry) => (
            <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : ''}>
              <Link href={`${guide.url}#${entry.id}`} className="text-brand-800 hover:underline">
                {entry.text}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div>
        <h4 className="font-semibold text-slate-900">{copy.keyPointsHeading}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {guide.keyPoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <h4 className="sr-only">{copy.imagesHeading}</h4>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {guide.images.map((img) => (
            <StaticImage
              key={img.src}
              src={img.src}
              alt={img.alt}
              width={img.width}
              height={img.height}
              className="h-auto w-full rounded-lg border border-slate-200"
            />
          ))}
        </div>
        {guide.related.length ? (
          <>
            <h4 className="mt-5 font-semibold text-slate-900">{copy.relatedHeading}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {guide.related.map((r) => (
                <li key={r.slug}>
                  <button
                    type="button"
                    onClick={() => onRelated(r.slug)}
                    className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {titleOf.get(r.slug) ?? r.title}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link
          href={guide.url}
          className="btn-primary mt-6"
          aria-label={`${copy.fullArticleLabel}: ${guide.title}`}
        >
          {copy.fullArticleLabel}
        </Link>
      </div>
    </div>
  );
}
