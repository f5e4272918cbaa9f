'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CATEGORY_TABS, type CategoryTab } from '@/lib/guides-search';
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
  return (
    <TabGroup
      selectedIndex={CATEGORY_TABS.indexOf(query.category)}
      onChange={(i) => setCategory(CATEGORY_TABS[i])}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabList aria-label={label} className="flex flex-wrap gap-2">
          {CATEGORY_TABS.map((tab) => (
            <Tab
              key={tab}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-selected:border-brand-700 data-selected:bg-brand-700 data-selected:text-white"
            >
              {labels[tab]}
            </Tab>
          ))}
        </TabList>
        {toolbar}
      </div>
      <TabPanels className="mt-6">
        {CATEGORY_TABS.map((tab) => (
          <TabPanel key={tab} className="focus-visible:outline-offset-4">
            {children}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
