'use client';

import { forwardRef } from 'react';

/**
 * The elements of Headless UI tabs (`<Tab as={LinkedTab}>`, `<TabPanel as={LinkedPanel}>`) that
 * name each other in the server HTML too. Headless UI sets a tab's `aria-controls` and a panel's
 * `aria-labelledby` only once its script runs, so the prerendered page had tabs without a panel
 * (an HTML conformance error, and nothing for a screen reader before hydration). Give each tab and
 * panel an `id` and pass the other's as `data-controls` / `data-labelledby`: they are used until
 * Headless UI supplies its own (the same ids).
 */
export const LinkedTab = forwardRef<
  HTMLButtonElement,
  React.ComponentProps<'button'> & { 'data-controls': string }
>(function LinkedTab({ 'data-controls': controls, onKeyDown, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      {...props}
      aria-controls={props['aria-controls'] ?? controls}
      onKeyDown={onKeyDown && ((event) => onKeyDown(readingDirectionKey(event)))}
    />
  );
});

const MIRRORED_ARROWS: Record<string, string> = {
  ArrowLeft: 'ArrowRight',
  ArrowRight: 'ArrowLeft',
};

/**
 * Headless UI's tabs move to the next tab with → and the previous with ← whatever the direction
 * of the page (tailwindlabs/headlessui#3020). In a right-to-left tab list the next tab is on the
 * left, so there ← must mean "next": the key is swapped before Headless UI's handler reads it.
 * The direction is the tab's computed one (`<html dir>`, or any `dir` around the tab list), so
 * an English tab set inside Arabic text, or the reverse, follows its own layout. Vertical tab
 * lists only use ↑/↓, which are left alone.
 */
export function readingDirectionKey(
  event: React.KeyboardEvent<HTMLButtonElement>,
): React.KeyboardEvent<HTMLButtonElement> {
  const mirrored = MIRRORED_ARROWS[event.key];
  if (!mirrored || getComputedStyle(event.currentTarget).direction !== 'rtl') return event;
  return {
    ...event,
    key: mirrored,
    preventDefault: () => event.preventDefault(),
    stopPropagation: () => event.stopPropagation(),
    isDefaultPrevented: () => event.isDefaultPrevented(),
    isPropagationStopped: () => event.isPropagationStopped(),
    persist: () => event.persist(),
  };
}

export const LinkedPanel = forwardRef<
  HTMLDivElement,
  React.ComponentProps<'div'> & { 'data-labelledby': string }
>(function LinkedPanel({ 'data-labelledby': labelledBy, ...props }, ref) {
  return <div ref={ref} {...props} aria-labelledby={props['aria-labelledby'] ?? labelledBy} />;
});

/** Stable ids for the tabs and panels of one tab set (`base` from React's useId). */
export function tabIds(base: string, index: number) {
  return { tab: `${base}tab-${index}`, panel: `${base}panel-${index}` };
}
