'use client';

import { Description, Field, Label, Switch } from '@headlessui/react';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  OPTIONAL_CATEGORIES,
  type Consent,
  type OptionalCategory,
} from '@/lib/consent';
import type { UiBlocks } from '@/lib/content/schemas';

type Copy = UiBlocks['cookieConsent'];
type Choice = Omit<Consent, 'necessary'>;
type BannerMode = 'summary' | 'preferences';

/** Remembers where the banner's own bottom edge is so focused controls never sit under it. */
function useScrollPaddingFor(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('scroll-padding-bottom', `${el.offsetHeight}px`);
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref]);
}

/**
 * The open banner: summary and preferences modes (spec section 4). A non-modal labelled region:
 * it never traps focus, and it sits at the end of the page (sticky to the bottom), so the page
 * scrolls past it. Loaded on demand by CookieConsent, so visitors who already chose never
 * download it.
 */
export default function ConsentBanner({
  copy,
  mode,
  consent,
  focusPreferences,
  onCustomize,
  onClose,
  onDecide,
}: {
  copy: Copy;
  mode: BannerMode;
  consent: Consent | null;
  /** Focus the preferences heading on mount (the visitor asked for them). */
  focusPreferences: boolean;
  onCustomize: () => void;
  onClose: () => void;
  onDecide: (choice: Choice, clearCookies: boolean) => void;
}) {
  const [draft, setDraft] = useState<Choice>(consent ?? ONLY_NECESSARY);
  const regionRef = useRef<HTMLDivElement>(null);
  const prefsHeadingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useScrollPaddingFor(regionRef);

  // Mounted afresh (keyed) for each request for the preferences: the draft starts from the
  // stored choice and focus moves to their heading.
  useEffect(() => {
    if (focusPreferences) prefsHeadingRef.current?.focus({ preventScroll: true });
  }, [focusPreferences]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label={copy.regionLabel}
      className="sticky bottom-0 z-30 max-h-[60vh] animate-banner-in overflow-y-auto border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      <div className="container-page relative py-4 sm:py-5">
        <button
          type="button"
          onClick={onClose}
          aria-label={copy.close}
          className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <svg
            viewBox="0 0 20 20"
            className="h-5 w-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>

        {mode === 'summary' ? (
          <div className="flex flex-col gap-4 pr-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-3xl">
              {/* Small type on phones: the banner stays below the page's own lead in size, so it is
                  never the page's largest paint (e2e/cookie-consent.spec.ts checks every route). */}
              <h2 className="text-sm font-semibold text-slate-900 sm:text-base">{copy.heading}</h2>
              <p className="mt-1 text-xs text-slate-700 sm:text-sm">
                {copy.text}{' '}
                <Link
                  href={copy.policyLink.href}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {copy.policyLink.label}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                onClick={() => onDecide(ALL_ACCEPTED, false)}
              >
                {copy.acceptAll}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onDecide(ONLY_NECESSARY, true)}
              >
                {copy.rejectOptional}
              </button>
              <button type="button" className="btn-secondary" onClick={onCustomize}>
                {copy.customize}
              </button>
            </div>
          </div>
        ) : (
          <div className="pr-10">
            <h2
              ref={prefsHeadingRef}
              tabIndex={-1}
              id={`${id}-prefs`}
              className="text-base font-semibold text-slate-900"
            >
              {copy.preferencesHeading}
            </h2>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              <li>
                <CategorySwitch
                  title={copy.categories.necessary.title}
                  text={copy.categories.necessary.text}
                  note={copy.alwaysOn}
                  checked
                  disabled
                />
              </li>
              {OPTIONAL_CATEGORIES.map((c: OptionalCategory) => (
                <li key={c}>
                  <CategorySwitch
                    title={copy.categories[c].title}
                    text={copy.categories[c].text}
                    checked={draft[c]}
                    onChange={(v) => setDraft((d) => ({ ...d, [c]: v }))}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <button type="button" className="btn-primary" onClick={() => onDecide(draft, true)}>
                {copy.savePreferences}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function CategorySwitch({
  title,
  text,
  note,
  checked,
  disabled = false,
  onChange,
}: {
  title: string;
  text: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (v: boolean) => void;
}) {
  return (
    <Field
      disabled={disabled}
      className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3"
    >
      <div>
        <Label className="text-sm font-semibold text-slate-900">
          {title}
          {note ? <span className="ml-2 text-xs font-medium text-slate-700">({note})</span> : null}
        </Label>
        <Description className="mt-0.5 text-sm text-slate-700">{text}</Description>
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-checked:bg-brand-700 data-disabled:cursor-not-allowed data-disabled:opacity-80"
      >
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 translate-x-1 rounded-full bg-white transition-transform group-data-checked:translate-x-6"
        />
      </Switch>
    </Field>
  );
}
