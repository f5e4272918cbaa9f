'use client';

import { Suspense, lazy, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { uiConfig } from '@/lib/ui-config';
import type { FaqItem } from './faq-accordion';

/** Resolves when `el` comes within `marginPx` of the viewport, or is pointed at or focused. */
function whenNear(el: HTMLElement, marginPx: number): Promise<void> {
  return new Promise((resolve) => {
    if (!('IntersectionObserver' in window)) return resolve();
    const done = () => {
      io.disconnect();
      el.removeEventListener('pointerdown', done, true);
      el.removeEventListener('focusin', done, true);
      resolve();
    };
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && done(),
      {
        rootMargin: `${marginPx}px 0px`,
      },
    );
    io.observe(el);
    el.addEventListener('pointerdown', done, true);
    el.addEventListener('focusin', done, true);
  });
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A widget well below the fold whose code waits until the visitor scrolls near it. The server
 * renders it in full as usual; in the browser its HTML stays as rendered until the code arrives
 * and hydrates it, so a visitor who never scrolls there never downloads it. A click that lands
 * before the code has arrived is replayed once it has. One instance per page (`id`).
 *
 * React streams a boundary this large as a separate chunk that an inline script moves into place
 * (with React's reveal batching, within about 300 ms); without JavaScript it stays hidden. Only
 * for widgets whose server HTML is complete and accessible before hydration: Headless UI's tabs
 * render a focusable aria-hidden sentinel until hydrated, so the About tabs are not deferred.
 */
function deferUntilNear<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let loaded = false;
  const Lazy = lazy(async () => {
    const el = typeof document === 'undefined' ? null : document.getElementById(id);
    if (el) await whenNear(el, uiConfig.ui.deferredWidgetMarginPx);
    const component = await load();
    loaded = true;
    return { default: component };
  });

  return function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const pending = useRef<HTMLElement | null>(null);
    useEffect(() => {
      // React drops a click on HTML it has not hydrated yet (it stops the event at the root), so
      // note it first, on window, and replay it once the code has arrived.
      const onClick = (e: MouseEvent) => {
        const el = ref.current;
        if (loaded || !el || !(e.target instanceof Element) || !el.contains(e.target)) return;
        pending.current = e.target.closest<HTMLElement>('button, a');
      };
      window.addEventListener('click', onClick, true);
      return () => window.removeEventListener('click', onClick, true);
    }, []);
    const onReady = useCallback(() => {
      const target = pending.current;
      pending.current = null;
      target?.click();
    }, []);
    return (
      <div id={id} ref={ref}>
        <Suspense>
          <Lazy {...props} />
          <Ready onReady={onReady} />
        </Suspense>
      </div>
    );
  };
}

export const DeferredFaqAccordion = deferUntilNear<{ items: FaqItem[] }>('faq-widget', () =>
  import('./faq-accordion').then((m) => m.FaqAccordion),
);
