'use client';

import { useEffect, useRef } from 'react';
import { uiConfig } from '@/lib/ui-config';

type Group = { trigger: HTMLElement; elements: HTMLElement[]; delayMs: number };

/** Sections: the children of the prose container, grouped from one `h2` to the next. */
function sectionGroups(root: HTMLElement): Group[] {
  const container = root.querySelector<HTMLElement>('[data-reveal-sections]') ?? root;
  const groups: Group[] = [];
  for (const child of Array.from(container.children) as HTMLElement[]) {
    if (child.tagName === 'H2' || !groups.length)
      groups.push({ trigger: child, elements: [], delayMs: 0 });
    groups[groups.length - 1].elements.push(child);
  }
  return groups;
}

function cardGroups(root: HTMLElement): Group[] {
  const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal-card]'));
  return cards.map((card, i) => ({
    trigger: root,
    elements: [card],
    delayMs: i * uiConfig.ui.relatedCardStaggerMs,
  }));
}

/**
 * Fades content in once (opacity only: no movement, so section positions stay exact), the first time it comes into view. Content is visible without
 * JavaScript (only this effect hides it), what is already on screen is left alone, and
 * nothing moves under prefers-reduced-motion.
 */
export function Reveal({
  mode,
  className,
  children,
}: {
  mode: 'sections' | 'cards';
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const durationMs =
      mode === 'sections' ? uiConfig.ui.legalSectionFadeMs : uiConfig.ui.relatedCardFadeMs;
    const groups = (mode === 'sections' ? sectionGroups(root) : cardGroups(root)).filter(
      (g) => g.trigger.getBoundingClientRect().top >= window.innerHeight,
    );
    if (!groups.length) return;

    for (const g of groups)
      for (const el of g.elements) {
        el.dataset.reveal = 'pending';
        el.style.opacity = '0';
      }

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          for (const g of groups) {
            if (g.trigger !== entry.target) continue;
            for (const el of g.elements) {
              el.style.transition = `opacity ${durationMs}ms ease-out ${g.delayMs}ms`;
              el.style.opacity = '1';
              el.dataset.reveal = 'shown';
            }
          }
        }
      },
      { threshold: 0.05 },
    );
    new Set(groups.map((g) => g.trigger)).forEach((t) => observer.observe(t));
    return () => observer.disconnect();
  }, [mode]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
