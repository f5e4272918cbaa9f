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
>(function LinkedTab({ 'data-controls': controls, ...props }, ref) {
  return (
    <button ref={ref} type="button" {...props} aria-controls={props['aria-controls'] ?? controls} />
  );
});

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
