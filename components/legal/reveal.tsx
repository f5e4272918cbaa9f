'use client';

import { useEffect, useRef } from 'react';
import { uiConfig } from '@/lib/config/ui';

type Group = { trigger: HTMLElement; elements: HTMLElement[]; delayMs: number };
const { legalSectionFadeMs, relatedCardFadeMs, relatedCardStaggerMs } = uiConfig.ui;

/** What fades in together and what brings it into view: a section (an `h2` and what follows it up to the next) or each card, staggered. */
function groups(root: HTMLElement, mode: 'sections' | 'cards'): Group[] {
  if (mode === 'cards')
    return Array.from(root.querySelectorAll<HTMLElement>('[data-reveal-card]'), (card, i) => ({
      trigger: root,
      elements: [card],
      delayMs: i * relatedCardStaggerMs,
    }));
  const out: Group[] = [];
  const container = root.querySelector<HTMLElement>('[data-reveal-sections]') ?? root;
  for (const child of Array.from(container.children) as HTMLElement[]) {
    if (child.tagName === 'H2' || !out.length)
      out.push({ trigger: child, elements: [], delayMs: 0 });
    out[out.length - 1].elements.push(child);
  }
  return out;
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
    if (
      !root ||
      !('IntersectionObserver' in window) ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    )
      return;
    const durationMs = mode === 'sections' ? legalSectionFadeMs : relatedCardFadeMs;
    const below = groups(root, mode).filter(
      (g) => g.trigger.getBoundingClientRect().top >= window.innerHeight,
    );
    const show = (g: Group, shown: boolean) => {
      for (const el of g.elements) {
        el.dataset.reveal = shown ? 'shown' : 'pending';
        if (shown) el.style.transition = `opacity ${durationMs}ms ease-out ${g.delayMs}ms`;
        el.style.opacity = shown ? '1' : '0';
      }
    };
    below.forEach((g) => show(g, false));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries.filter((e) => e.isIntersecting)) {
          observer.unobserve(entry.target);
          below.filter((g) => g.trigger === entry.target).forEach((g) => show(g, true));
        }
      },
      { threshold: 0.05 },
    );
    new Set(below.map((g) => g.trigger)).forEach((t) => observer.observe(t));
    return () => observer.disconnect();
  }, [mode]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
