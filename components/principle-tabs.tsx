'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { createContext, use, useId, useState } from 'react';
import { LinkedPanel, LinkedTab, tabIds } from './linked-tabs';

const Selected = createContext<[number, (index: number) => void]>([0, () => {}]);

/** One selected tab for every <PrincipleTabs> inside. */
export function SharedTabState({ children }: { children: React.ReactNode }) {
  return <Selected value={useState(0)}>{children}</Selected>;
}

/** A card's tabs, following the shared selection: choosing 'Details' on one shows it on all. */
export function PrincipleTabs({
  label,
  tabs,
  panels,
}: {
  label: string;
  tabs: string[];
  panels: React.ReactNode[];
}) {
  const [selected, setSelected] = use(Selected);
  const ids = useId();
  return (
    <TabGroup selectedIndex={selected} onChange={setSelected} className="mt-4">
      <TabList aria-label={label} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t, i) => (
          <Tab
            key={t}
            as={LinkedTab}
            id={tabIds(ids, i).tab}
            data-controls={tabIds(ids, i).panel}
            className="flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 data-hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
          >
            {t}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-3 text-slate-700">
        {panels.map((p, i) => (
          // Every panel in the HTML (the unselected ones hidden): each tab's aria-controls names one.
          <TabPanel
            key={tabs[i]}
            unmount={false}
            as={LinkedPanel}
            id={tabIds(ids, i).panel}
            data-labelledby={tabIds(ids, i).tab}
          >
            {p}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
