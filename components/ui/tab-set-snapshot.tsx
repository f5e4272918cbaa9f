'use client';

import { useEffect, useRef } from 'react';
import { tabIds } from './linked-tabs';
import type { TabSetProps } from './tab-set';
import {
  listClassWithoutScript,
  PanelCaption,
  panelsClassWithoutScript,
} from './tabs-without-script';

const state = (on: boolean) =>
  on
    ? { 'data-headlessui-state': 'selected', 'data-selected': '' }
    : { 'data-headlessui-state': '' };

/**
 * The HTML that Headless UI's tabs render on the server, as plain elements: what a
 * `TabSetOnIntent` hydrates. A click chooses its tab (and focuses it); its keyboard behaviour is
 * the widget's, mounted when a tab takes focus or a key is pressed on one (keys pressed before it
 * arrives are handed on).
 * A press does not focus on its own: the widget arriving between its mousedown and mouseup would
 * leave the click with no target.
 */
export function TabSetSnapshot({
  ids,
  selected,
  onPrefetch,
  onPress,
  onChoose,
  onFocusChange,
  onKeyDown,
  label,
  items,
  verticalWhen,
  className,
  listClassName,
  tabClassName,
  panelsClassName,
  panelClassName,
  around = (list) => list,
  withoutScript,
}: Omit<TabSetProps, 'selectedIndex' | 'onChange'> & {
  ids: string;
  selected: number;
  /** The visitor may soon use the tabs (pointer over one, a touch). */
  onPrefetch: () => void;
  /** A pointer is pressed on a tab (its click follows the release). */
  onPress: () => void;
  onChoose: (index: number) => void;
  /** The tab that has the focus (also on a key pressed on it), or null when it leaves. */
  onFocusChange: (index: number | null) => void;
  /** A key pressed on a tab before the widget is there. */
  onKeyDown: (event: React.KeyboardEvent) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  // The orientation follows the screen without a render of its own: the server's (horizontal)
  // stays React's, and the attribute is set on the element (React leaves an attribute whose
  // value it renders unchanged as it is).
  useEffect(() => {
    if (!verticalWhen) return;
    const query = window.matchMedia(verticalWhen);
    const apply = () =>
      list.current?.setAttribute('aria-orientation', query.matches ? 'vertical' : 'horizontal');
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [verticalWhen]);
  return (
    <div className={className}>
      {around(
        <div
          ref={list}
          aria-label={label}
          className={listClassWithoutScript(listClassName)}
          role="tablist"
          aria-orientation="horizontal"
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
                onPointerEnter={onPrefetch}
                onTouchStart={onPrefetch}
                onPointerDown={onPress}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  onChoose(i);
                  event.currentTarget.focus();
                }}
                onFocus={() => onFocusChange(i)}
                onBlur={() => onFocusChange(null)}
                onKeyDown={(event) => {
                  // The tab may have taken the focus before the page's scripts ran.
                  onFocusChange(i);
                  onKeyDown(event);
                }}
              >
                {item.tab}
              </button>
            );
          })}
        </div>,
      )}
      <div className={panelsClassWithoutScript(withoutScript, panelsClassName)}>
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
              <PanelCaption mode={withoutScript}>{item.tab}</PanelCaption>
              {item.panel}
            </div>
          );
        })}
      </div>
    </div>
  );
}
