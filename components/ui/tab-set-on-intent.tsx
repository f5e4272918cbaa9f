'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { TabSet, TabSetProps } from './tab-set';
import { TabSetSnapshot } from './tab-set-snapshot';

// The widget (Headless UI and its focus and interaction hooks) is a chunk of its own, fetched at
// the first sign of intent and mounted when a tab takes focus.
type Widget = typeof TabSet;
let widget: Promise<Widget> | undefined;
const loadWidget = () => (widget ??= import('./tab-set').then((m) => m.TabSet));

/** The keys Headless UI's tabs act on: pressed while the widget loads, they are kept and replayed. */
const WIDGET_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Resolves once a press has ended: after its click has been handled (the click follows the release
 * in the same task), when the browser cancels it, or a second after a release with no click (the
 * pointer moved off before it).
 */
function pressEnded() {
  return new Promise<void>((resolve) => {
    let fallback: number | undefined;
    const end = () => {
      window.removeEventListener('click', end, true);
      window.removeEventListener('pointercancel', end, true);
      window.removeEventListener('pointerup', released, true);
      window.clearTimeout(fallback);
      window.setTimeout(resolve);
    };
    const released = () => (fallback = window.setTimeout(end, 1000));
    window.addEventListener('click', end, true);
    window.addEventListener('pointercancel', end, true);
    window.addEventListener('pointerup', released, true);
  });
}

/**
 * A tab set that hydrates a snapshot of Headless UI's HTML (tab-set-snapshot.tsx) and becomes the
 * Headless UI widget (tab-set.tsx) when one of its tabs takes focus: from the keyboard, or after a
 * click, which chooses its tab first (a key on a tab that had the focus before the page's scripts
 * ran does the same). Headless UI's tabs register themselves in layout effects,
 * which re-renders every tab set synchronously inside the hydration commit, one long task on a
 * phone (five tab sets on /about: ~190 ms with the CPU slowed 4×); this way a page pays for the
 * widget only when a visitor uses it. Only for tab sets whose panels and `around` keep no state in
 * their own components (the guide library keeps its state in a context above its tabs): the
 * snapshot's elements are replaced by the widget's, never while a tab is pressed.
 */
export function TabSetOnIntent(props: TabSetProps) {
  const ids = useId();
  // An uncontrolled tab set remembers the tab chosen in its snapshot for the widget to start on.
  const [chosen, setChosen] = useState(0);
  const [Widget, setWidget] = useState<{ Component: Widget; focus: number | null } | null>(null);
  const focused = useRef<number | null>(null);
  const pendingKeys = useRef<KeyboardEventInit[]>([]);
  // A press on a tab in progress: the widget waits for its click, which would be lost if the
  // element pressed were replaced between the press and the release.
  const press = useRef<Promise<void> | null>(null);
  // The widget's chunk may arrive after the tab set is gone (the visitor left the page, a test
  // ended): then nothing is set.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const selected = props.selectedIndex ?? chosen;
  // Once the widget has mounted, taken the focus and registered its tabs, the keys pressed while it
  // loaded reach it, in order, as if pressed now.
  useEffect(() => {
    if (!Widget || Widget.focus === null) return;
    const keys = pendingKeys.current.splice(0);
    const t = window.setTimeout(() => {
      for (const init of keys)
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }),
        );
    });
    return () => window.clearTimeout(t);
  }, [Widget]);
  if (Widget)
    return <Widget.Component {...props} ids={ids} defaultIndex={selected} focus={Widget.focus} />;
  return (
    <TabSetSnapshot
      {...props}
      ids={ids}
      selected={selected}
      onPrefetch={() => void loadWidget()}
      onChoose={(index) => {
        if (props.selectedIndex === undefined) setChosen(index);
        props.onChange?.(index);
      }}
      onKeyDown={(event) => {
        if (!WIDGET_KEYS.has(event.key)) return;
        event.preventDefault();
        pendingKeys.current.push({ key: event.key, shiftKey: event.shiftKey });
      }}
      onPress={() => {
        press.current ??= pressEnded().then(() => void (press.current = null));
      }}
      onFocusChange={(index) => {
        focused.current = index;
        if (index !== null)
          void loadWidget().then(async (Component) => {
            while (press.current) await press.current;
            // The tab that has the focus when the widget arrives keeps it.
            if (mounted.current) setWidget((w) => w ?? { Component, focus: focused.current });
          });
      }}
    />
  );
}
