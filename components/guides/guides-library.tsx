'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { Suspense, useRef, useState } from 'react';
import { CATEGORY_TABS } from '@/lib/guides-search';
import { FiltersPanel, FiltersToggle } from './filters';
import { Results } from './results';
import { SearchForm } from './search-form';
import type { GuideSummary, LibraryCopy } from './types';
import {
  LibraryContext,
  staticLibrary,
  useLibrary,
  type Library,
  type LibraryOptions,
} from './use-library';

type Props = {
  guides: GuideSummary[];
  /** Each guide's expanded view, rendered on the server, by slug. */
  panels: Record<string, React.ReactNode>;
  copy: LibraryCopy;
  options: LibraryOptions;
};

/**
 * The Knowledge Library. The static HTML holds the unfiltered library (the Suspense fallback);
 * in the browser the query, tab and filters are read from the URL and kept there.
 */
export function GuidesLibrary(props: Props) {
  return (
    <NuqsAdapter>
      <Suspense fallback={<LibraryView {...props} library={staticLibrary(props.guides)} />}>
        <LiveLibrary {...props} />
      </Suspense>
    </NuqsAdapter>
  );
}

/** The library with its state (the URL through nuqs): needs a nuqs adapter above it. */
export function LiveLibrary(props: Props) {
  return <LibraryView {...props} library={useLibrary(props.guides, props.options)} />;
}

function LibraryView({ guides, panels, copy, library }: Props & { library: Library }) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { query } = library;
  return (
    <LibraryContext value={library}>
      <div className="container-page py-10" data-search-ready={library.indexReady}>
        <SearchForm copy={copy.search} />
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
          <div className="min-w-0 flex-1">
            <TabGroup
              selectedIndex={CATEGORY_TABS.indexOf(query.category)}
              onChange={(i) => library.setCategory(CATEGORY_TABS[i])}
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
                <FiltersToggle
                  ref={toggleRef}
                  copy={copy.filters}
                  open={filtersOpen}
                  onToggle={() => setFiltersOpen(!filtersOpen)}
                />
              </div>
              <TabPanels className="mt-6">
                {CATEGORY_TABS.map((tab) => (
                  <TabPanel key={tab} className="focus-visible:outline-offset-4">
                    <Results tab={tab} guides={guides} panels={panels} copy={copy} />
                  </TabPanel>
                ))}
              </TabPanels>
            </TabGroup>
          </div>
          {filtersOpen ? (
            <FiltersPanel
              copy={copy.filters}
              onClose={() => {
                setFiltersOpen(false);
                toggleRef.current?.focus();
              }}
            />
          ) : null}
        </div>
      </div>
    </LibraryContext>
  );
}
