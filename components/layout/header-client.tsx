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
 * A link of the site's chrome (header, footer, banner): on every page, so it is prefetched only
 * when the visitor shows intent (pointer over it, focus, touch), not as soon as it is on screen,
 * which would fetch every section's payload and code on each page view.
 */
export function IntentLink(props: React.ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={show}
      onFocus={show}
      onTouchStart={show}
    />
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
    <IntentLink
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`${classes.base} ${current ? classes.current : classes.other}`}
    >
      {children}
    </IntentLink>
  );
}
