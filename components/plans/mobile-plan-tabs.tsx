'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { LinkedPanel, LinkedTab, tabIds } from '../linked-tabs';

export type MobileTab = {
  id: string;
  title: string;
  icon?: React.ReactNode;
  panel: React.ReactNode;
};

/** The #mobile tab set: tabs beside the content (vertical) on wide screens, above it below lg. */
export function MobilePlanTabs({ label, tabs }: { label: string; tabs: MobileTab[] }) {
  const wide = useMediaQuery('(min-width: 64rem)');
  const ids = useId();
  return (
    <TabGroup vertical={wide} className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <TabList
        aria-label={label}
        className="flex gap-2 overflow-x-auto rounded-xl bg-slate-100 p-2 lg:w-64 lg:shrink-0 lg:flex-col"
      >
        {tabs.map((tab, i) => (
          <Tab
            key={tab.id}
            as={LinkedTab}
            id={tabIds(ids, i).tab}
            data-controls={tabIds(ids, i).panel}
            className="flex shrink-0 items-center gap-2 rounded-lg px-4 py-3 text-start text-sm font-semibold text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
          >
            {tab.icon}
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="min-w-0 flex-1">
        {tabs.map((tab, i) => (
          <TabPanel
            key={tab.id}
            unmount={false}
            as={LinkedPanel}
            id={tabIds(ids, i).panel}
            data-labelledby={tabIds(ids, i).tab}
            className="rounded-xl border border-slate-200 bg-white p-6"
          >
            {tab.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
