'use client';

import { useEffect, useState } from 'react';
import type { TocEntry } from '@/lib/headings';
import { uiConfig } from '@/lib/ui-config';

/**
 * The guide's sticky table of contents. The section in view is highlighted (aria-current):
 * the last heading whose top has passed the line just under the sticky header.
 */
export function GuideToc({ heading, entries }: { heading: string; entries: TocEntry[] }) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const headings = entries
      .map((e) => document.getElementById(e.id))
      .filter((el): el is HTMLElement => el !== null);
    if (!headings.length) return;
    const update = () => {
      const line = uiConfig.ui.guideTocActiveLine;
      let current: string | null = headings[0].id;
      for (const h of headings) if (h.getBoundingClientRect().top <= line) current = h.id;
      setActive(current);
    };
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
  }, [entries]);

  return (
    <nav
      aria-labelledby="guide-toc-heading"
      className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <h2
        id="guide-toc-heading"
        className="text-sm font-bold uppercase tracking-wide text-slate-700"
      >
        {heading}
      </h2>
      <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
        {entries.map((e) => {
          const current = e.id === active;
          return (
            <li key={e.id}>
              <a
                href={`#${e.id}`}
                aria-current={current ? 'location' : undefined}
                className={`-ml-px block border-l-2 py-1 ${e.depth === 3 ? 'pl-6' : 'pl-3'} ${
                  current
                    ? 'border-brand-700 font-semibold text-brand-800'
                    : 'border-transparent text-slate-700 hover:text-slate-900'
                }`}
              >
                {e.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
