'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { activeHeading } from '@/lib/guides/toc';

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

/** A link to a section, marked as the current location while that section is in view. */
export function TocLink({ id, className, children }: LinkProps) {
  const current = useContext(Current) === id;
  return (
    <a href={`#${id}`} aria-current={current ? 'location' : undefined} className={className}>
      {children}
    </a>
  );
}
