/**
 * The visitor's stored cookie choice as an external store (for React's useSyncExternalStore):
 * the raw record in localStorage, listeners told of every save and reset in this tab, and of
 * changes made in other tabs through the `storage` event. No React here; the window is passed in.
 */
import { CONSENT_KEY, clearConsent, writeConsent, type ConsentChoice } from '.';

export type ConsentHost = Pick<Window, 'addEventListener' | 'removeEventListener' | 'localStorage'>;

export function createConsentStore(host: () => ConsentHost) {
  const listeners = new Set<() => void>();
  // Reading localStorage itself throws where storage is blocked.
  const storage = () => {
    try {
      return host().localStorage;
    } catch {
      return undefined;
    }
  };
  const notify = () => listeners.forEach((l) => l());

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || e.key === CONSENT_KEY) listener();
      };
      host().addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        host().removeEventListener('storage', onStorage);
      };
    },
    /** The raw record (a string, so equal snapshots compare equal), null when none or unreadable. */
    snapshot(): string | null {
      try {
        return storage()?.getItem(CONSENT_KEY) ?? null;
      } catch {
        return null;
      }
    },
    save(choice: ConsentChoice) {
      const s = storage();
      if (s) writeConsent(s, choice);
      notify();
    },
    forget() {
      const s = storage();
      if (s) clearConsent(s);
      notify();
    },
  };
}

/** The browser's store (only touched in the browser: every access to `window` is deferred). */
export const consentStore = createConsentStore(() => window);
