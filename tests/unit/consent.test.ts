import { describe, expect, it, vi } from 'vitest';
import {
  ALL_ACCEPTED,
  BANNER_ACTIONS,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  ONLY_NECESSARY,
  bannerDecision,
  classifyCookie,
  clearConsent,
  clearNonNecessaryCookies,
  countOptional,
  domainVariants,
  expiryAssignments,
  pathVariants,
  readConsent,
  writeConsent,
} from '@/lib/consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => (data.has(k) ? data.get(k)! : null),
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('cookie classification by name prefix (spec section 4)', () => {
  it.each([
    ['_ga', 'analytics'],
    ['_ga_ABC123', 'analytics'],
    ['_gid', 'analytics'],
    ['_gat_UA-1', 'analytics'],
    ['_gtag_x', 'analytics'],
    ['user_preferences', 'functional'],
    ['language', 'functional'],
    ['theme_dark', 'functional'],
    ['remember_me', 'functional'],
    ['ads_id', 'marketing'],
    ['marketing_id_2', 'marketing'],
    ['session_id', 'necessary'],
    ['csrf', 'necessary'],
    ['ga', 'necessary'],
    ['my_theme', 'necessary'],
  ])('%s is %s', (name, cls) => {
    expect(classifyCookie(name)).toBe(cls);
  });

  it('analytics wins for the names it shares with marketing', () => {
    expect(classifyCookie('_fbp')).toBe('analytics');
    expect(classifyCookie('_fbc')).toBe('analytics');
  });
});

describe('consent store', () => {
  it('has no consent when nothing is stored', () => {
    const warn = vi.fn();
    expect(readConsent(memoryStorage(), warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes the four booleans under one key and the ISO date under another', () => {
    const s = memoryStorage();
    const now = new Date('2025-10-24T08:30:00.000Z');
    writeConsent(s, { analytics: true, marketing: false, functional: true }, now);
    expect(JSON.parse(s.data.get(CONSENT_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(s.data.get(CONSENT_DATE_KEY)).toBe('2025-10-24T08:30:00.000Z');
    expect(readConsent(s)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });

  it('forces necessary on', () => {
    const s = memoryStorage();
    writeConsent(s, {
      necessary: false,
      analytics: false,
      marketing: false,
      functional: false,
    } as never);
    expect(readConsent(s)).toEqual(ONLY_NECESSARY);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an array', '[]'],
    ['necessary off', JSON.stringify({ ...ALL_ACCEPTED, necessary: false })],
    ['a missing category', JSON.stringify({ necessary: true, analytics: true, marketing: true })],
    ['a string boolean', JSON.stringify({ ...ALL_ACCEPTED, analytics: 'yes' })],
  ])('an unreadable record (%s) is logged and treated as no consent', (_label, raw) => {
    const warn = vi.fn();
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: raw }), warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('storage that throws is logged and treated as no consent', () => {
    const warn = vi.fn();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(blocked, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('clearing removes the record and the date', () => {
    const s = memoryStorage();
    writeConsent(s, ALL_ACCEPTED);
    clearConsent(s);
    expect(s.data.size).toBe(0);
    expect(readConsent(s)).toBeNull();
  });
});

describe('badge wording', () => {
  it('counts the optional categories accepted', () => {
    expect(countOptional(ONLY_NECESSARY)).toBe(0);
    expect(countOptional({ ...ONLY_NECESSARY, marketing: true })).toBe(1);
    expect(countOptional(ALL_ACCEPTED)).toBe(3);
  });
});

describe('clearing non-necessary cookies', () => {
  it('lists the host and parent domains, dotted and not, and the path with its parents', () => {
    expect(domainVariants('www.clearsignal.ae')).toEqual([
      '',
      'www.clearsignal.ae',
      '.www.clearsignal.ae',
      'clearsignal.ae',
      '.clearsignal.ae',
    ]);
    expect(domainVariants('localhost')).toEqual(['', 'localhost']);
    expect(domainVariants('127.0.0.1')).toEqual(['', '127.0.0.1']);
    expect(pathVariants('/guides/roaming')).toEqual(['/', '/guides', '/guides/roaming']);
    expect(expiryAssignments('_ga', 'localhost', '/')).toEqual([
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=localhost',
    ]);
  });

  it('expires every cookie not classed necessary and keeps the necessary ones', () => {
    const jar = new Map<string, string>([
      ['_ga', '1'],
      ['_fbp', '2'],
      ['theme', 'dark'],
      ['ads_id', '3'],
      ['session_id', 'abc'],
    ]);
    const assigned: string[] = [];
    const doc = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(value: string) {
        assigned.push(value);
        if (/max-age=0/.test(value)) jar.delete(value.split('=')[0]);
      },
    };
    const cleared = clearNonNecessaryCookies(doc, { hostname: 'example.com', pathname: '/terms' });
    expect(cleared).toEqual(['_ga', '_fbp', 'theme', 'ads_id']);
    expect([...jar.keys()]).toEqual(['session_id']);
    // Every domain variant × every path variant.
    expect(assigned.filter((a) => a.startsWith('_ga='))).toHaveLength(
      domainVariants('example.com').length * pathVariants('/terms').length,
    );
  });
});

describe("the banner's buttons (spec section 4)", () => {
  const none = () => false;

  it('Accept All stores all four true and clears nothing', () => {
    expect(bannerDecision(BANNER_ACTIONS.acceptAll, none)).toEqual({
      kind: 'store',
      choice: ALL_ACCEPTED,
      clearCookies: false,
    });
  });

  it('Reject Optional stores only necessary and clears the non-necessary cookies', () => {
    expect(bannerDecision(BANNER_ACTIONS.rejectOptional, () => true)).toEqual({
      kind: 'store',
      choice: ONLY_NECESSARY,
      clearCookies: true,
    });
  });

  it('Save Preferences stores each switch as it is and clears', () => {
    const on = new Set(['analytics', 'functional']);
    expect(bannerDecision(BANNER_ACTIONS.save, (c) => on.has(c))).toEqual({
      kind: 'store',
      choice: { analytics: true, marketing: false, functional: true },
      clearCookies: true,
    });
    expect(bannerDecision(BANNER_ACTIONS.save, none)).toMatchObject({
      choice: { analytics: false, marketing: false, functional: false },
    });
  });

  it('Customize opens the preferences and Close stores nothing; anything else means nothing', () => {
    expect(bannerDecision(BANNER_ACTIONS.customize, none)).toEqual({ kind: 'customize' });
    expect(bannerDecision(BANNER_ACTIONS.close, none)).toEqual({ kind: 'close' });
    expect(bannerDecision('accept', none)).toBeNull();
    expect(bannerDecision(null, none)).toBeNull();
  });
});
