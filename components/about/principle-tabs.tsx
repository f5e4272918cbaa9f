'use client';

import { createContext, use, useState } from 'react';
import { Tabs } from '../ui/tabs';

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
  return (
    <Tabs
      label={label}
      withoutScript="captioned"
      items={tabs.map((t, i) => ({ key: t, tab: t, panel: panels[i] }))}
      selectedIndex={selected}
      onChange={setSelected}
      className="mt-4"
      listClassName="flex gap-1 rounded-lg bg-slate-100 p-1"
      tabClassName="flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
      panelsClassName="mt-3 text-slate-700"
    />
  );
}
