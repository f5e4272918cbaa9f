'use client';

import { CATEGORY_TABS, type CategoryTab } from '@/lib/search/query';
import { Tabs } from '../ui/tabs';

type Props = {
  label: string;
  labels: Record<CategoryTab, string>;
  /** The selected tab: the address's `category`. */
  selected: CategoryTab;
  /** Each tab's address: the library's query with that category. */
  hrefs: Record<CategoryTab, string>;
  /** Beside the tab list (the filter toggle). */
  toolbar: React.ReactNode;
  /** The selected tab's panel: the results the server rendered for the address. */
  children: React.ReactNode;
};

/**
 * The category tabs, the site's one tab set (ui/tabs.tsx) with a link for each tab: each leads to
 * the library's query with its category, which the server renders (with or without scripts).
 */
export function CategoryTabs({ label, labels, selected, hrefs, toolbar, children }: Props) {
  return (
    <Tabs
      label={label}
      withoutScript="selected"
      // The results go in the selected tab's panel only; the others stay empty and hidden.
      items={CATEGORY_TABS.map((tab) => ({
        key: tab,
        tab: labels[tab],
        href: hrefs[tab],
        panel: tab === selected ? children : null,
      }))}
      selectedIndex={CATEGORY_TABS.indexOf(selected)}
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
