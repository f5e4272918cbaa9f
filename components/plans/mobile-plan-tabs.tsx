import { Tabs } from '../ui/tabs';

export type MobileTab = {
  id: string;
  title: string;
  icon?: React.ReactNode;
  panel: React.ReactNode;
};

/**
 * The #mobile tab set: tabs beside the content (vertical) on wide screens, above it below lg. A
 * server component: the orientation follows the screen in the tab set itself, with no render.
 */
export function MobilePlanTabs({ label, tabs }: { label: string; tabs: MobileTab[] }) {
  return (
    <Tabs
      label={label}
      withoutScript="every"
      items={tabs.map((tab) => ({
        key: tab.id,
        tab: (
          <>
            {tab.icon}
            {tab.title}
          </>
        ),
        panel: tab.panel,
      }))}
      // lg: the list beside the panels (lg:flex-row below).
      verticalWhen="(min-width: 64rem)"
      className="flex flex-col gap-6 lg:flex-row lg:items-start"
      listClassName="flex gap-2 overflow-x-auto rounded-xl bg-slate-100 p-2 lg:w-64 lg:shrink-0 lg:flex-col"
      tabClassName="flex shrink-0 items-center gap-2 rounded-lg px-4 py-3 text-start text-sm font-semibold text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm"
      panelsClassName="min-w-0 flex-1"
      panelClassName="rounded-xl border border-slate-200 bg-white p-6"
    />
  );
}
