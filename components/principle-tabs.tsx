'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { createContext, use, useState } from 'react';

const Selected = createContext<[number, (index: number) => void]>([0, () => {}]);

/** One selected tab for every <PrincipleTabs> inside. */
export function SharedTabState({ children }: { children: React.ReactNode }) {
  return <Selected value={useState(0)}>{children}</Selected>;
}

/** A card's tabs, following the shared selection: choosing 'Details' on one shows it on all. */
export function PrincipleTabs({ label, tabs, panels }: { label: string; tabs: string[]; panels: React.ReactNode[] }) {
  const [selected, setSelected] = use(Selected);
  return (
    <TabGroup selectedIndex={selected} onChange={setSelected} className="mt-4">
      <TabList aria-label={label} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t) => (
          <Tab
            key={t}
            className="flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 data-hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
          >
            {t}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-3 text-slate-700">
        {panels.map((p, i) => (
          <TabPanel key={tabs[i]}>{p}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
