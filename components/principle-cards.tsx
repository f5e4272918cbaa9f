'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { Icon, type IconName } from './icon';

type Principle = {
  title: string;
  icon: IconName;
  overview: string;
  details: string;
  examples: string;
};
const KEYS = ['overview', 'details', 'examples'] as const;

/** Five principle cards whose tabs share one state: choosing 'Details' on one shows it on all. */
export function PrincipleCards({
  items,
  tabs,
}: {
  items: Principle[];
  tabs: Record<(typeof KEYS)[number], string>;
}) {
  const [selected, setSelected] = useState(0);
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((p) => (
        <li key={p.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
          <div className="flex items-center gap-3">
            <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon name={p.icon} />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
          </div>
          <TabGroup selectedIndex={selected} onChange={setSelected} className="mt-4">
            <TabList aria-label={p.title} className="flex gap-1 rounded-lg bg-slate-100 p-1">
              {KEYS.map((k) => (
                <Tab
                  key={k}
                  className="flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 data-hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
                >
                  {tabs[k]}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="mt-3 text-slate-700">
              {KEYS.map((k) => (
                <TabPanel key={k}>{p[k]}</TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        </li>
      ))}
    </ul>
  );
}
