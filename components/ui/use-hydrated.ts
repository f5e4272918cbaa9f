'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (a stored choice, that the script runs): undefined in the
 * server's HTML and while the page hydrates, then `read()` once the component has mounted, and
 * again each time `subscribe` reports a change.
 *
 * The first read renders as a transition, which React renders in slices between the browser's own
 * work. `useSyncExternalStore` with a server snapshot unlike the browser's makes that render
 * synchronous, in one block inside the effects of the hydration commit: on a phone it was one of
 * the longest tasks of the page's start. Later changes render at the priority of what made them
 * (a click renders at once). `read` and `subscribe` must keep their identity between renders.
 */
export function useClientValue<T extends string | number | boolean | null>(
  read: () => T,
  subscribe?: (onChange: () => void) => () => void,
): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const update = () => setValue(read());
    startTransition(update);
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}

const yes = () => true;

/** False in the server's HTML and while the page hydrates, true once the script runs. */
export const useHydrated = (): boolean => useClientValue(yes) ?? false;
