'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isCurrent } from '@/lib/navigation/current';
import { logicalPath } from '@/lib/i18n/paths';

/** The sticky header; it gains a border and shadow once the page has scrolled past `threshold` px. */
export function HeaderFrame({
  threshold,
  children,
}: {
  threshold: number;
  children: React.ReactNode;
}) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur ${
        scrolled ? 'border-slate-200 shadow-md' : 'border-transparent'
      }`}
    >
      {children}
    </header>
  );
}

/**
 * A navigation link, marked as the current page (or section) with aria-current: only the path
 * is known in the browser. `classes` are its base classes and those of either state.
 */
export function NavLink({
  href,
  classes,
  children,
}: {
  href: string;
  classes: { base: string; current: string; other: string };
  children: React.ReactNode;
}) {
  const current = isCurrent(logicalPath(usePathname() ?? '/'), href);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`${classes.base} ${current ? classes.current : classes.other}`}
    >
      {children}
    </Link>
  );
}
