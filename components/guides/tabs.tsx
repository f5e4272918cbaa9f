'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId } from 'react';
import { CATEGORY_TABS, type CategoryTab } from '@/lib/guides-search';
import { LinkedPanel, LinkedTab, tabIds } from '../linked-tabs';
import { useLibraryContext } from './library-state';

type Props = {
  label: string;
  labels: Record<CategoryTab, string>;
  /** Beside the tab list (the filter toggle). */
  toolbar: React.ReactNode;
  /** Every tab's panel: the server-rendered results (they follow the URL's `category`). */
  children: React.ReactNode;
};

/** The category tabs: the selected one is the URL's `category`. */
export function CategoryTabs({ label, labels, toolbar, children }: Props) {
  const { query, setCategory } = useLibraryContext();
  const ids = useId();
  return (
    <TabGroup
      selectedIndex={CATEGORY_TABS.indexOf(query.category)}
      onChange={(i) => setCategory(CATEGORY_TABS[i])}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabList aria-label={label} className="flex flex-wrap gap-2">
          {CATEGORY_TABS.map((tab, i) => (
            <Tab
              key={tab}
              as={LinkedTab}
              id={tabIds(ids, i).tab}
              data-controls={tabIds(ids, i).panel}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-selected:border-brand-700 data-selected:bg-brand-700 data-selected:text-white"
            >
              {labels[tab]}
            </Tab>
          ))}
        </TabList>
        {toolbar}
      </div>
      <TabPanels className="mt-6">
        {/* A panel for every tab in the HTML (each tab's aria-controls names one); the results
            go in the selected one only, the others stay empty and hidden. */}
        {CATEGORY_TABS.map((tab, i) => (
          <TabPanel
            key={tab}
            unmount={false}
            as={LinkedPanel}
            id={tabIds(ids, i).panel}
            data-labelledby={tabIds(ids, i).tab}
            className="focus-visible:outline-offset-4"
          >
            {tab === query.category ? children : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
