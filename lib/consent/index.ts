/**
 * Cookie consent, spec section 4: the stored record, cookie classes and the badge wording.
 * Pure functions (storage and document are passed in) so they run in unit tests.
 */
import { uiConfig } from '../config/ui';

export type CookieClass = 'necessary' | 'analytics' | 'functional' | 'marketing';
export type OptionalCategory = Exclude<CookieClass, 'necessary'>;

export type Consent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
};

export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = [
  'analytics',
  'marketing',
  'functional',
];

export const CONSENT_KEY = uiConfig.consentStorage.key;
export const CONSENT_DATE_KEY = uiConfig.consentStorage.dateKey;

/** The window event that reopens the banner in preferences mode (footer and cookie policy buttons). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookie-consent:open';

export const ALL_ACCEPTED: Consent = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};
export const ONLY_NECESSARY: Consent = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

/** The values of the banner's submit buttons (name `BANNER_ACTION_FIELD`): the markup is rendered on the server. */
export const BANNER_ACTION_FIELD = 'consent-action';
export const BANNER_ACTIONS = {
  acceptAll: 'accept-all',
  rejectOptional: 'reject-optional',
  customize: 'customize',
  save: 'save',
  close: 'close',
} as const;

export type ConsentChoice = Omit<Consent, 'necessary'>;
export type BannerDecision =
  | { kind: 'store'; choice: ConsentChoice; clearCookies: boolean }
  | { kind: 'customize' }
  | { kind: 'close' };

/**
 * What a press of one of the banner's buttons means (spec section 4). `accepted` tells whether an
 * optional category's switch is on (only read for Save Preferences). Accept All clears nothing;
 * Reject Optional and Save Preferences clear the non-necessary cookies; Close stores nothing.
 * Unknown actions: null.
 */
export function bannerDecision(
  action: string | null | undefined,
  accepted: (category: OptionalCategory) => boolean,
): BannerDecision | null {
  switch (action) {
    case BANNER_ACTIONS.acceptAll:
      return { kind: 'store', choice: ALL_ACCEPTED, clearCookies: false };
    case BANNER_ACTIONS.rejectOptional:
      return { kind: 'store', choice: ONLY_NECESSARY, clearCookies: true };
    case BANNER_ACTIONS.customize:
      return { kind: 'customize' };
    case BANNER_ACTIONS.close:
      return { kind: 'close' };
    case BANNER_ACTIONS.save: {
      const choice = {
        analytics: accepted('analytics'),
        marketing: accepted('marketing'),
        functional: accepted('functional'),
      };
      return { kind: 'store', choice, clearCookies: true };
    }
    default:
      return null;
  }
}

/** Name prefixes per class, checked in this order: analytics wins for shared names (_fbp, _fbc). */
export const COOKIE_PREFIXES: readonly [OptionalCategory, readonly string[]][] = [
  ['analytics', ['_ga', '_gid', '_gat', '_gtag', '_fbp', '_fbc']],
  ['functional', ['user_preferences', 'language', 'theme', 'remember_me']],
  ['marketing', ['_fbp', '_fbc', 'ads_id', 'marketing_id']],
];

export function classifyCookie(name: string): CookieClass {
  for (const [cls, prefixes] of COOKIE_PREFIXES)
    if (prefixes.some((p) => name.startsWith(p))) return cls;
  return 'necessary';
}

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

/**
 * The stored choice, or null when there is none. A record that cannot be read
 * (bad JSON, wrong shape, storage blocked) is reported through `warn` and treated as no consent.
 */
export function readConsent(
  storage: Reader | undefined,
  warn: (...args: unknown[]) => void = console.warn,
): Consent | null {
  let raw: string | null;
  try {
    if (!storage) return null;
    raw = storage.getItem(CONSENT_KEY);
  } catch (err) {
    warn('Cookie consent could not be read; treating it as not given.', err);
    return null;
  }
  if (raw === null) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (
      data &&
      typeof data === 'object' &&
      (data as Record<string, unknown>).necessary === true &&
      OPTIONAL_CATEGORIES.every((c) => typeof (data as Record<string, unknown>)[c] === 'boolean')
    ) {
      const d = data as Consent;
      return {
        necessary: true,
        analytics: d.analytics,
        marketing: d.marketing,
        functional: d.functional,
      };
    }
    throw new Error('unexpected shape');
  } catch (err) {
    warn('Cookie consent record is unreadable; treating it as not given.', err);
    return null;
  }
}

/** Stores the choice (necessary forced on) and the ISO time under the second key. */
export function writeConsent(storage: Writer, choice: ConsentChoice, now = new Date()) {
  const record: Consent = {
    necessary: true,
    analytics: !!choice.analytics,
    marketing: !!choice.marketing,
    functional: !!choice.functional,
  };
  storage.setItem(CONSENT_KEY, JSON.stringify(record));
  storage.setItem(CONSENT_DATE_KEY, now.toISOString());
  return record;
}

export function clearConsent(storage: Writer) {
  storage.removeItem(CONSENT_KEY);
  storage.removeItem(CONSENT_DATE_KEY);
}

export function countOptional(consent: Consent): number {
  return OPTIONAL_CATEGORIES.filter((c) => consent[c]).length;
}

/** Cookie names in a `document.cookie` string. */
export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
}

/** The host itself, then each parent domain (dotted and not), down to two labels. */
export function domainVariants(hostname: string): string[] {
  const out = [''];
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [...out, hostname];
  const labels = hostname.split('.');
  for (let i = 0; i <= labels.length - 2; i++) {
    const d = labels.slice(i).join('.');
    out.push(d, `.${d}`);
  }
  if (labels.length === 1) out.push(hostname);
  return out;
}

/** The current path and each of its parents, up to `/`. */
export function pathVariants(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  const out = ['/'];
  for (let i = 1; i <= parts.length; i++) out.push(`/${parts.slice(0, i).join('/')}`);
  return out;
}

/** `document.cookie` assignments that expire a cookie on every path and domain variant. */
export function expiryAssignments(name: string, hostname: string, pathname: string): string[] {
  const out: string[] = [];
  for (const domain of domainVariants(hostname))
    for (const path of pathVariants(pathname))
      out.push(
        `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domain ? `; domain=${domain}` : ''}`,
      );
  return out;
}

type CookieJar = { cookie: string };

/** Expires every cookie not classed necessary; returns the names it cleared. */
export function clearNonNecessaryCookies(
  doc: CookieJar,
  location: { hostname: string; pathname: string },
): string[] {
  const cleared: string[] = [];
  for (const name of new Set(cookieNames(doc.cookie))) {
    if (classifyCookie(name) === 'necessary') continue;
    for (const assignment of expiryAssignments(name, location.hostname, location.pathname))
      doc.cookie = assignment;
    cleared.push(name);
  }
  return cleared;
}
