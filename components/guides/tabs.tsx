'use client';

import { CATEGORY_TABS, type CategoryTab } from '@/lib/search/query';
import { Tabs } from '../ui/tabs';
import { useLibraryContext } from './library-state';

type Props = {
  label: string;
  labels: Record<CategoryTab, string>;
  /** Beside the tab list (the filter toggle). */
  toolbar: React.ReactNode;
  /** Every tab's panel: the server-rendered results (they follow the URL's `category`). */
  children: React.ReactNode;
};

/**
 * The category tabs: the selected one is the URL's `category` (the site's one tab set,
 * ui/tabs.tsx).
 */
export function CategoryTabs({ label, labels, toolbar, children }: Props) {
  const { query, setCategory } = useLibraryContext();
  return (
    <Tabs
      label={label}
      withoutScript="selected"
      // The results go in the selected tab's panel only; the others stay empty and hidden.
      items={CATEGORY_TABS.map((tab) => ({
        key: tab,
        tab: labels[tab],
        panel: tab === query.category ? children : null,
      }))}
      selectedIndex={CATEGORY_TABS.indexOf(query.category)}
      onChange={(i) => setCategory(CATEGORY_TABS[i])}
      around={(list) => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {list}
          {toolbar}
        </div>
      )}
      listClassName="flex flex-wrap gap-2"
      tabClassName="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-selected:border-brand-700 data-selected:bg-brand-700 data-selected:text-white"
      panelsClassName="mt-6"
      panelClassName="focus-visible:outline-offset-4"
    />
  );
}
