'use client';

import { useRef } from 'react';
import { CATEGORY_TABS, type CategoryTab } from '@/lib/search/query';
import Link from '../ui/link';

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

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 };

/**
 * The category tabs: each tab is a link to the library's query with its category, which the
 * server renders (with or without scripts). Every tab stays the same element from the first
 * paint on; with scripts the arrow keys (in reading direction), Home and End move to a tab and
 * follow it, as a tab list's keys do.
 */
export function CategoryTabs({ label, labels, selected, hrefs, toolbar, children }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: React.KeyboardEvent<HTMLAnchorElement>) => {
    const tabs = Array.from(
      list.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? [],
    );
    const at = tabs.indexOf(e.currentTarget);
    if (at < 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    // In a right-to-left list the next tab is on the left.
    const mirrored = rtl && (e.key === 'ArrowLeft' || e.key === 'ArrowRight');
    const step = (STEPS[e.key] ?? 0) * (mirrored ? -1 : 1);
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? tabs.length - 1
          : step
            ? (at + step + tabs.length) % tabs.length
            : -1;
    if (to < 0) return;
    e.preventDefault();
    tabs[to].focus();
    tabs[to].click();
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div ref={list} role="tablist" aria-label={label} className="flex flex-wrap gap-2">
          {CATEGORY_TABS.map((tab) => (
            <Link
              key={tab}
              id={`guide-tab-${tab}`}
              role="tab"
              href={hrefs[tab]}
              scroll={false}
              onKeyDown={onKeyDown}
              aria-selected={tab === selected}
              aria-controls={tab === selected ? 'guide-tab-panel' : undefined}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
            >
              {labels[tab]}
            </Link>
          ))}
        </div>
        {toolbar}
      </div>
      <div
        id="guide-tab-panel"
        role="tabpanel"
        aria-labelledby={`guide-tab-${selected}`}
        tabIndex={0}
        className="mt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </>
  );
}
