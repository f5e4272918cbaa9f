'use client';

import { flushSync } from 'react-dom';
import { tabIds } from './linked-tabs';
import type { TabSetProps } from './tab-set';

/** What the visitor did to the snapshot: the tab they chose (click) and the one they focused. */
export type Intent = { index: number | null; focus: number | null };

const state = (on: boolean) =>
  on
    ? { 'data-headlessui-state': 'selected', 'data-selected': '' }
    : { 'data-headlessui-state': '' };

/**
 * The HTML that Headless UI's tabs render on the server, as plain elements: what a `TabSet` with
 * `onIntent` hydrates. It has no keyboard behaviour of its own: the first pointer, touch, focus or
 * click on its tab list mounts the widget (tab-set.tsx), which then handles that very event's
 * follow-up (the click, the arrow key). A click that arrives alone (assistive technology) chooses
 * its tab.
 */
export function TabSetSnapshot({
  ids,
  selected,
  onIntent,
  label,
  items,
  vertical,
  className,
  listClassName,
  tabClassName,
  panelsClassName,
  panelClassName,
  around = (list) => list,
}: Omit<TabSetProps, 'onIntent' | 'selectedIndex' | 'onChange'> & {
  ids: string;
  selected: number;
  onIntent: (intent: Intent) => void;
}) {
  const wake = () => onIntent({ index: null, focus: null });
  return (
    <div className={className}>
      {around(
        <div
          aria-label={label}
          className={listClassName}
          role="tablist"
          aria-orientation={vertical ? 'vertical' : 'horizontal'}
        >
          {items.map((item, i) => {
            const { tab, panel } = tabIds(ids, i);
            return (
              <button
                key={item.key}
                type="button"
                className={tabClassName}
                id={tab}
                role="tab"
                aria-controls={panel}
                aria-selected={i === selected}
                tabIndex={i === selected ? 0 : -1}
                {...state(i === selected)}
                // Synchronously: the pointer's next press must land on the widget's tab, not on
                // this one replaced between its mousedown and mouseup (no click at all).
                onPointerEnter={() => flushSync(wake)}
                onTouchStart={wake}
                // A press without an entry first (the pointer rested here as the page loaded)
                // must not focus, which would mount the widget mid-click: the click chooses.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => onIntent({ index: null, focus: i })}
                onClick={() => onIntent({ index: i, focus: i })}
              >
                {item.tab}
              </button>
            );
          })}
        </div>,
      )}
      <div className={panelsClassName}>
        {items.map((item, i) => {
          const { tab, panel } = tabIds(ids, i);
          const on = i === selected;
          return (
            <div
              key={item.key}
              className={panelClassName}
              id={panel}
              role="tabpanel"
              aria-labelledby={tab}
              tabIndex={on ? 0 : -1}
              hidden={!on}
              style={on ? undefined : { display: 'none' }}
              {...state(on)}
            >
              {item.panel}
            </div>
          );
        })}
      </div>
    </div>
  );
}
