'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { activeHeading } from '@/lib/mdx/toc';

const Current = createContext<string | null>(null);

type Props = { ids: string[]; line: number; children: React.ReactNode };

/** Follows the scroll: the section in view is the last heading whose top has passed `line`. */
export function SectionInView({ ids, line, children }: Props) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    const update = () =>
      setCurrent(
        activeHeading(
          headings.map((h) => ({ id: h.id, top: h.getBoundingClientRect().top })),
          line,
        ),
      );
    // One measurement per frame at most, however fast the page scrolls.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onScroll);
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onScroll);
    };
  }, [ids, line]);
  return <Current value={current}>{children}</Current>;
}

type LinkProps = { id: string; className: string; children: React.ReactNode };

/**
 * A link to a section, marked as the current location while that section is in view. Following
 * it scrolls there (smoothly unless the reader asks for reduced motion), moves keyboard focus to
 * the section's heading and records the section in the address; without script it is a plain
 * in-page link.
 */
export function TocLink({ id, className, children }: LinkProps) {
  const current = useContext(Current) === id;
  const go = (e: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    e.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    window.history.pushState(window.history.state, '', `#${id}`);
  };
  return (
    <a
      href={`#${id}`}
      onClick={go}
      aria-current={current ? 'location' : undefined}
      className={className}
    >
      {children}
    </a>
  );
}
