'use client';

import { useEffect, useId, useRef, useState } from 'react';

export type TabItem = { key: string; tab: React.ReactNode; panel: React.ReactNode };

/**
 * What a tab set shows where scripts do not run (JavaScript off; `@media (scripting: none)`, the
 * `noscript:` variant). No tab can be chosen there, so the tab list is hidden and:
 * - `every`: every panel shows, one after another (each panel has a heading of its own);
 * - `captioned`: every panel shows under its tab's name;
 * - `selected`: the selected panel only (the others hold nothing, e.g. a filter's results).
 * Where scripts run, none of it shows.
 */
export type WithoutScript = 'every' | 'captioned' | 'selected';

export type TabsProps = {
  label: string;
  items: readonly TabItem[];
  /** Controlled when given (with `onChange`); otherwise the tab set keeps its own choice. */
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
  /** Places the tab list (e.g. beside a toolbar). */
  around?: (list: React.ReactNode) => React.ReactNode;
  withoutScript: WithoutScript;
};

const joined = (...classes: (string | false | undefined)[]) =>
  classes.filter(Boolean).join(' ') || undefined;

/**
 * The tab a key moves to from `index` of `count`, or null for a key tabs do not take. Horizontal
 * lists take ← and →, mirrored where the list reads right to left (the next tab is on the left);
 * vertical lists take ↑ and ↓. Home and End go to the ends, and the arrows wrap around.
 */
export function tabForKey(
  key: string,
  index: number,
  count: number,
  { vertical, rtl }: { vertical: boolean; rtl: boolean },
): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const steps: Record<string, number> = vertical
    ? { ArrowDown: 1, ArrowUp: -1 }
    : { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
  const step = steps[key];
  return step === undefined ? null : (index + step + count) % count;
}

/**
 * The site's one tab set: the ARIA tabs pattern (roving tabindex, automatic activation, arrow keys
 * in the reading direction, Home and End) on the very elements the server drew, so the tab a
 * visitor sees at first paint is the one that takes their click and the focus. Every panel is in
 * the HTML, the unselected ones hidden; where scripts do not run, the list is hidden and the panels
 * unfold as `withoutScript` says (`unfold-without-script`, app/globals.css).
 */
export function Tabs({
  label,
  items,
  selectedIndex,
  onChange,
  verticalWhen,
  className,
  listClassName,
  tabClassName,
  panelsClassName,
  panelClassName,
  around = (list) => list,
  withoutScript,
}: TabsProps) {
  const ids = useId();
  const idOf = (part: 'tab' | 'panel', i: number) => `${ids}${part}-${i}`;
  const [chosen, setChosen] = useState(0);
  const selected = selectedIndex ?? chosen;
  const list = useRef<HTMLDivElement>(null);
  // The orientation follows the screen without a render of its own: the server's (horizontal)
  // stays React's, and the attribute is set on the element (React leaves an attribute whose
  // rendered value is unchanged as it is), so hydration renders once.
  useEffect(() => {
    if (!verticalWhen) return;
    const query = window.matchMedia(verticalWhen);
    const apply = () =>
      list.current?.setAttribute('aria-orientation', query.matches ? 'vertical' : 'horizontal');
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [verticalWhen]);

  const choose = (index: number) => {
    if (selectedIndex === undefined) setChosen(index);
    if (index !== selected) onChange?.(index);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabForKey(event.key, index, items.length, {
      vertical: list.current?.getAttribute('aria-orientation') === 'vertical',
      rtl: getComputedStyle(event.currentTarget).direction === 'rtl',
    });
    if (next === null) return;
    event.preventDefault();
    choose(next);
    document.getElementById(idOf('tab', next))?.focus();
  };

  return (
    <div className={className}>
      {around(
        <div
          ref={list}
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          className={`${listClassName} noscript:hidden`}
        >
          {items.map((item, i) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={idOf('tab', i)}
              aria-controls={idOf('panel', i)}
              aria-selected={i === selected}
              tabIndex={i === selected ? 0 : -1}
              data-selected={i === selected ? '' : undefined}
              className={tabClassName}
              onClick={(event) => {
                choose(i);
                // Safari does not focus a clicked button; the pattern wants the tab focused.
                event.currentTarget.focus();
              }}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.tab}
            </button>
          ))}
        </div>,
      )}
      <div
        className={joined(
          panelsClassName,
          withoutScript !== 'selected' && 'unfold-without-script noscript:space-y-4',
        )}
      >
        {items.map((item, i) => (
          <div
            key={item.key}
            role="tabpanel"
            id={idOf('panel', i)}
            aria-labelledby={idOf('tab', i)}
            tabIndex={i === selected ? 0 : -1}
            hidden={i !== selected}
            className={panelClassName}
          >
            {withoutScript === 'captioned' && (
              // The tab's name, where scripts do not run and the tab list is hidden.
              <p className="hidden font-semibold text-slate-900 noscript:block">{item.tab}</p>
            )}
            {item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
