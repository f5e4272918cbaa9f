'use client';

import { useEffect, useRef } from 'react';
import {
  BANNER_ACTION_FIELD,
  bannerDecision,
  type BannerDecision,
  type Consent,
} from '@/lib/consent';
import { StoredChoice } from './stored-choice';

/** The banner's server-rendered parts and labels (components/cookie-consent/index.tsx). */
export type BannerSlots = {
  label: string;
  close: React.ReactNode;
  preferencesHeading: string;
  summary: React.ReactNode;
  preferences: React.ReactNode;
};

/** Remembers where the banner's own bottom edge is so focused controls never sit under it. */
function useScrollPaddingFor(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    // The observer reports the first size after the next layout, and every change after it:
    // reading offsetHeight here instead would force a layout of the whole page as it appears.
    const ro = new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight;
      root.style.setProperty('scroll-padding-bottom', `${height}px`);
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref]);
}

/**
 * The open banner (spec section 4): a non-modal labelled region around the server-rendered
 * summary or preferences. It never traps focus, and it sits at the end of the page (sticky to
 * the bottom), so the page scrolls past it. Its buttons submit one form; the pressed button's
 * value says what it means. Loaded on demand by CookieConsent, so visitors who already chose
 * never download it.
 */
export default function ConsentBanner({
  slots,
  mode,
  consent,
  focusPreferences,
  onDecide,
}: {
  slots: BannerSlots;
  mode: 'summary' | 'preferences';
  consent: Consent | null;
  /** Focus the preferences heading on mount (the visitor asked for them). */
  focusPreferences: boolean;
  onDecide: (decision: BannerDecision) => void;
}) {
  const regionRef = useRef<HTMLDivElement>(null);
  const prefsHeadingRef = useRef<HTMLHeadingElement>(null);
  useScrollPaddingFor(regionRef);

  // Mounted afresh (keyed) for each request for the preferences: the switches start from the
  // stored choice and focus moves to their heading.
  useEffect(() => {
    if (focusPreferences) prefsHeadingRef.current?.focus({ preventScroll: true });
  }, [focusPreferences]);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(e.currentTarget, submitter);
    const decision = bannerDecision(form.get(BANNER_ACTION_FIELD) as string | null, (c) =>
      form.has(c),
    );
    if (decision) onDecide(decision);
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label={slots.label}
      className="sticky bottom-0 z-30 max-h-[60vh] animate-banner-in overflow-y-auto border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      <form onSubmit={submit} className="container-page relative py-4 sm:py-5">
        {slots.close}
        {mode === 'summary' ? (
          slots.summary
        ) : (
          <div className="pe-10">
            <h2
              ref={prefsHeadingRef}
              tabIndex={-1}
              className="text-base font-semibold text-slate-900"
            >
              {slots.preferencesHeading}
            </h2>
            <StoredChoice value={consent}>{slots.preferences}</StoredChoice>
          </div>
        )}
      </form>
    </div>
  );
}
