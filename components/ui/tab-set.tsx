'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId, useLayoutEffect } from 'react';
import { LinkedPanel, LinkedTab, tabIds } from './linked-tabs';
import { useMediaQuery } from './use-media-query';
import {
  listClassWithoutScript,
  PanelCaption,
  panelsClassWithoutScript,
  type WithoutScript,
} from './tabs-without-script';

export type TabItem = { key: string; tab: React.ReactNode; panel: React.ReactNode };

export type TabSetProps = {
  label: string;
  items: readonly TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /**
   * A media query: the tabs are vertical (arrow keys up and down) while it matches, as on wide
   * screens where the list sits beside the panels. The server renders them horizontal.
   */
  verticalWhen?: string;
  className?: string;
  listClassName: string;
  tabClassName: string;
  panelsClassName?: string;
  panelClassName?: string;
  around?: (list: React.ReactNode) => React.ReactNode;
  /** What shows where scripts do not run (tabs-without-script.tsx). */
  withoutScript: WithoutScript;
};

/**
 * Headless UI tabs wired the one way the site uses them: each tab and panel names the other in the
 * server HTML too (linked-tabs.tsx), and every panel is in the HTML, the unselected ones hidden.
 * Controlled when `selectedIndex` is given. `around` places the tab list (e.g. beside a toolbar).
 * Mounted in place of its snapshot (tab-set-on-intent.tsx), it takes the snapshot's `ids`, starts
 * on its tab (`defaultIndex`) and gives the focus to the tab that had it (`focus`).
 */
export function TabSet({
  label,
  items,
  listClassName,
  tabClassName,
  panelsClassName,
  panelClassName,
  around = (list) => list,
  withoutScript,
  verticalWhen,
  ids: given,
  focus = null,
  ...group
}: TabSetProps & { ids?: string; defaultIndex?: number; focus?: number | null }) {
  // Mounted after hydration (in place of its snapshot), the widget reads the screen at once.
  const vertical = useMediaQuery(verticalWhen ?? 'not all');
  const own = useId();
  const ids = given ?? own;
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
    <TabGroup {...group} vertical={vertical}>
      {around(
        <TabList aria-label={label} className={listClassWithoutScript(listClassName)}>
          {linked.map((item) => (
            <Tab key={item.key} as={LinkedTab} {...item.tabAttrs} className={tabClassName}>
              {item.tab}
            </Tab>
          ))}
        </TabList>,
      )}
      <TabPanels className={panelsClassWithoutScript(withoutScript, panelsClassName)}>
        {/* Every panel in the HTML, the unselected ones hidden: each tab's aria-controls names one. */}
        {linked.map((item) => (
          <TabPanel
            key={item.key}
            as={LinkedPanel}
            {...item.panelAttrs}
            unmount={false}
            className={panelClassName}
          >
            <PanelCaption mode={withoutScript}>{item.tab}</PanelCaption>
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
