'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  OPEN_COOKIE_SETTINGS_EVENT,
  badgeText,
  clearNonNecessaryCookies,
  countOptional,
  type Consent,
} from '@/lib/consent';
import type { UiBlocks } from '@/lib/content/schemas';
import { uiConfig } from '@/lib/ui-config';
import { forgetConsent, saveConsent, useStoredConsent } from './consent-store';
import { startOptionalScripts } from './script-loader';

type Copy = UiBlocks['cookieConsent'];
type Mode = 'waiting' | 'summary' | 'preferences' | 'closed';
type Choice = Omit<Consent, 'necessary'>;

// The open banner (with Headless UI's Switch) is a separate chunk: a returning visitor who has
// chosen never downloads it, and a first-time visitor fetches it after hydration, during the
// delay before it shows. Loaded by hand rather than with React.lazy: Suspense holds revealed
// content back behind a timer, which would add to the spec's 1 s delay.
type Banner = typeof import('./consent-banner').default;
let bannerModule: Promise<Banner> | undefined;
const loadBanner = () => (bannerModule ??= import('./consent-banner').then((m) => m.default));

function clearCookies() {
  clearNonNecessaryCookies(document, window.location);
}

/**
 * Spec section 4: hidden at first, shown after 1 s when no consent is stored; summary and
 * preferences modes (in ConsentBanner); a badge once consent exists.
 */
export function CookieConsent({ copy }: { copy: Copy }) {
  const consent = useStoredConsent();
  const [mode, setMode] = useState<Mode>('waiting');
  // Counts requests for the preferences; the banner focuses their heading on each new one.
  const [prefsRequest, setPrefsRequest] = useState(0);
  const [ConsentBanner, setConsentBanner] = useState<Banner | null>(null);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const focusBadge = useRef(false);

  const fetchBanner = useCallback(
    () => void loadBanner().then((b) => setConsentBanner(() => b)),
    [],
  );
  const showPreferences = useCallback(() => {
    fetchBanner();
    setPrefsRequest((n) => n + 1);
    setMode('preferences');
  }, [fetchBanner]);

  // Appear after the delay when nothing is stored (fetching the banner meanwhile).
  useEffect(() => {
    if (consent !== null || mode !== 'waiting') return;
    fetchBanner();
    const t = window.setTimeout(() => setMode('summary'), uiConfig.ui.cookieBannerDelayMs);
    return () => window.clearTimeout(t);
  }, [consent, mode, fetchBanner]);

  // Start what the visitor accepted (on every page load, and after each new choice).
  useEffect(() => {
    if (consent) void startOptionalScripts(consent);
  }, [consent]);

  // The cookie settings buttons reopen the preferences.
  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, showPreferences);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, showPreferences);
  }, [showPreferences]);

  useEffect(() => {
    if (focusBadge.current && mode === 'closed' && consent) {
      badgeRef.current?.focus({ preventScroll: true });
      focusBadge.current = false;
    }
  }, [mode, consent]);

  const decide = (choice: Choice, clear: boolean) => {
    saveConsent(choice);
    if (clear) clearCookies();
    focusBadge.current = true;
    setMode('closed');
  };

  if (mode !== 'summary' && mode !== 'preferences') {
    if (!consent) return null;
    const n = countOptional(consent);
    return (
      <button
        ref={badgeRef}
        type="button"
        onClick={() => {
          forgetConsent();
          window.location.reload();
        }}
        className="fixed bottom-3 right-3 z-30 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-xs font-medium text-slate-800 shadow-md hover:bg-slate-50"
      >
        {badgeText(n)}
        <span className="sr-only">. {copy.badgeAction}</span>
      </button>
    );
  }

  if (!ConsentBanner) return null;
  return (
    <ConsentBanner
      key={prefsRequest}
      copy={copy}
      mode={mode}
      consent={consent ?? null}
      focusPreferences={mode === 'preferences' && prefsRequest > 0}
      onCustomize={showPreferences}
      onClose={() => setMode('closed')}
      onDecide={decide}
    />
  );
}
