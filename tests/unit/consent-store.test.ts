import { describe, expect, it, vi } from 'vitest';
import { CONSENT_DATE_KEY, CONSENT_KEY, readConsent } from '@/lib/consent';
import { createConsentStore, type ConsentHost } from '@/lib/consent/store';

/** A window with a memory localStorage whose `storage` events the test fires by hand. */
function fakeHost({ blocked = false } = {}) {
  const data = new Map<string, string>();
  const handlers = new Set<(e: StorageEvent) => void>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as Storage;
  const host = {
    get localStorage() {
      if (blocked) throw new DOMException('blocked', 'SecurityError');
      return localStorage;
    },
    addEventListener: (_type: string, h: (e: StorageEvent) => void) => void handlers.add(h),
    removeEventListener: (_type: string, h: (e: StorageEvent) => void) => void handlers.delete(h),
  } as unknown as ConsentHost;
  const fire = (key: string | null) => handlers.forEach((h) => h({ key } as StorageEvent));
  return { host, data, handlers, fire };
}

describe('the stored consent as an external store', () => {
  it('has no snapshot until a choice is saved, then the stored record with its date', () => {
    const { host, data } = fakeHost();
    const store = createConsentStore(() => host);
    expect(store.snapshot()).toBeNull();
    store.save({ analytics: true, marketing: false, functional: true });
    expect(readConsent({ getItem: () => store.snapshot() })).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(data.get(CONSENT_DATE_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('tells its listeners of a save and a reset in this tab, and forget removes record and date', () => {
    const { host, data } = fakeHost();
    const store = createConsentStore(() => host);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save({ analytics: false, marketing: false, functional: false });
    expect(listener).toHaveBeenCalledTimes(1);
    store.forget();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(data.has(CONSENT_KEY)).toBe(false);
    expect(data.has(CONSENT_DATE_KEY)).toBe(false);
    unsubscribe();
    store.save({ analytics: true, marketing: true, functional: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows changes to its key made in other tabs, and only those', () => {
    const { host, handlers, fire } = fakeHost();
    const store = createConsentStore(() => host);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    fire('some-other-key');
    expect(listener).not.toHaveBeenCalled();
    fire(CONSENT_KEY);
    fire(null); // localStorage.clear() in another tab
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    expect(handlers.size).toBe(0);
  });

  it('where storage is blocked: no snapshot, and saving still tells the listeners', () => {
    const { host } = fakeHost({ blocked: true });
    const store = createConsentStore(() => host);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.snapshot()).toBeNull();
    expect(() => store.save({ analytics: true, marketing: true, functional: true })).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
