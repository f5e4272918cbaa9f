'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { CONSENT_KEY, clearConsent, readConsent, writeConsent, type Consent } from '@/lib/consent';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function rawSnapshot(): string | null {
  try {
    return storage()?.getItem(CONSENT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** undefined while rendering on the server (unknown), null when no consent, else the record. */
export function useStoredConsent(): Consent | null | undefined {
  const raw = useSyncExternalStore<string | null | undefined>(
    subscribe,
    rawSnapshot,
    () => undefined,
  );
  return useMemo(() => {
    if (raw === undefined) return undefined;
    if (raw === null) return null;
    return readConsent({ getItem: () => raw });
  }, [raw]);
}

export function saveConsent(choice: Omit<Consent, 'necessary'>) {
  const s = storage();
  if (s) writeConsent(s, choice);
  listeners.forEach((l) => l());
}

export function forgetConsent() {
  const s = storage();
  if (s) clearConsent(s);
  listeners.forEach((l) => l());
}
