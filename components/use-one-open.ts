'use client';

import { useRef } from 'react';

/**
 * For a group of Headless UI Disclosures of which at most one is open: each item registers its
 * `close`, and opening one closes the others (a click on the open one just closes it).
 */
export function useOneOpen() {
  const closers = useRef(new Map<string, () => void>());
  return {
    register: (id: string, close: () => void) => closers.current.set(id, close),
    closeOthers: (id: string, open: boolean) => {
      if (!open) closers.current.forEach((fn, other) => other !== id && fn());
    },
  };
}
