'use client';

import { useEffect, useState } from 'react';
import { uiConfig } from '@/lib/ui-config';

export type NavItem = { id: string; text: string };

function activeId(items: NavItem[]): string | undefined {
  const line = window.scrollY + uiConfig.ui.legalScrollOffset;
  let current = items[0]?.id;
  for (const item of items) {
    const el = document.getElementById(item.id);
    if (el && el.getBoundingClientRect().top + window.scrollY <= line) current = item.id;
  }
  return current;
}

/**
 * The sticky section navigation of a legal document, built from its headings. The active item
 * is the last section whose top is at or above the scroll position plus the offset (200 px).
 */
export function SectionNav({ label, items }: { label: string; items: NavItem[] }) {
  const [active, setActive] = useState<string | undefined>(items[0]?.id);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setActive(activeId(items));
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [items]);

  const go = (e: React.MouseEvent<HTMLAnchorElement>, id: string) => {
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
    <nav aria-labelledby="legal-nav-label" className="lg:sticky lg:top-24 lg:self-start">
      <p
        id="legal-nav-label"
        className="text-sm font-semibold uppercase tracking-wide text-slate-700"
      >
        {label}
      </p>
      <ol className="mt-3 space-y-1 border-l border-slate-200 lg:max-h-[calc(100vh-9rem)] lg:overflow-y-auto">
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(e) => go(e, item.id)}
                aria-current={current ? 'location' : undefined}
                className={`-ml-px block border-l-2 py-1.5 pl-4 pr-2 text-sm ${
                  current
                    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
                }`}
              >
                {item.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
