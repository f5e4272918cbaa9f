'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Scrolls to the top whenever the path changes (an in-page anchor keeps its own target); marks hydration. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    // A marker that the page is hydrated (tests wait for it before driving timers).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
