'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId, useLayoutEffect, useState } from 'react';
import { LinkedPanel, LinkedTab, tabIds } from './linked-tabs';
import { TabSetSnapshot, type Intent } from './tab-set-snapshot';

export type TabItem = { key: string; tab: React.ReactNode; panel: React.ReactNode };

export type TabSetProps = {
  label: string;
  items: readonly TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  vertical?: boolean;
  className?: string;
  listClassName: string;
  tabClassName: string;
  panelsClassName?: string;
  panelClassName?: string;
  around?: (list: React.ReactNode) => React.ReactNode;
  /**
   * Hydrate a snapshot of the tabs (the same HTML, no widget) and mount Headless UI's only when
   * the visitor reaches for the tab list: pointer, touch, focus or click. Headless UI's tabs
   * register themselves in layout effects, which re-renders every tab set synchronously right
   * after hydration, one long task on a phone. Only for tab sets whose panels hold no state of
   * their own: the snapshot's elements are replaced when the widget mounts.
   */
  onIntent?: boolean;
};

/**
 * Headless UI tabs wired the one way the site uses them: each tab and panel names the other in the
 * server HTML too (linked-tabs.tsx), and every panel is in the HTML, the unselected ones hidden.
 * Controlled when `selectedIndex` is given. `around` places the tab list (e.g. beside a toolbar).
 */
export function TabSet({ onIntent = false, ...props }: TabSetProps) {
  const ids = useId();
  const [intent, setIntent] = useState<Intent | null>(
    onIntent ? null : { index: null, focus: null },
  );
  // An uncontrolled tab set remembers the tab chosen in its snapshot for the widget to start on.
  const [chosen, setChosen] = useState(0);
  const selected = props.selectedIndex ?? chosen;
  if (!intent)
    return (
      <TabSetSnapshot
        {...props}
        ids={ids}
        selected={selected}
        onIntent={(next) => {
          if (next.index !== null) {
            if (props.selectedIndex === undefined) setChosen(next.index);
            props.onChange?.(next.index);
          }
          setIntent(next);
        }}
      />
    );
  return <LiveTabSet {...props} ids={ids} defaultIndex={selected} focus={intent.focus} />;
}

function LiveTabSet({
  ids,
  label,
  items,
  listClassName,
  tabClassName,
  panelsClassName,
  panelClassName,
  around = (list) => list,
  focus,
  ...group
}: Omit<TabSetProps, 'onIntent'> & { ids: string; defaultIndex: number; focus: number | null }) {
  // The snapshot's tab had focus: its replacement takes it, so the keyboard carries on.
  useLayoutEffect(() => {
    if (focus !== null) document.getElementById(tabIds(ids, focus).tab)?.focus();
  }, [ids, focus]);
  // Each tab names its panel and each panel its tab (linked-tabs.tsx turns these into aria-*).
  const linked = items.map((item, i) => {
    const { tab, panel } = tabIds(ids, i);
    return {
      ...item,
      tabAttrs: { id: tab, 'data-controls': panel },
      panelAttrs: { id: panel, 'data-labelledby': tab },
    };
  });
  return (
    <TabGroup {...group}>
      {around(
        <TabList aria-label={label} className={listClassName}>
          {linked.map((item) => (
            <Tab key={item.key} as={LinkedTab} {...item.tabAttrs} className={tabClassName}>
              {item.tab}
            </Tab>
          ))}
        </TabList>,
      )}
      <TabPanels className={panelsClassName}>
        {/* Every panel in the HTML, the unselected ones hidden: each tab's aria-controls names one. */}
        {linked.map((item) => (
          <TabPanel
            key={item.key}
            as={LinkedPanel}
            {...item.panelAttrs}
            unmount={false}
            className={panelClassName}
          >
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
