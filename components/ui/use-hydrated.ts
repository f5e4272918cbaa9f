'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and while the page hydrates, true once the component has mounted in
 * the browser: for what needs the page's script (the forms' own checks, a copy button).
 *
 * The switch is a transition, which React renders in slices between the browser's own work. The
 * usual `useSyncExternalStore(…, () => true, () => false)` makes the same switch as a synchronous
 * re-render, run in one block inside the effects of the hydration commit: on a phone that block
 * was one of the longest tasks of the page's start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
