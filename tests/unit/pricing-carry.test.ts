/**
 * The comparison carried through the catalogue in the URL (lib/pricing/carry.ts): the comparison's
 * link to the catalogue holds its query in `c`, and each "Add to comparison" of the catalogue is
 * the comparison's address with that plan added.
 */
import { describe, expect, it } from 'vitest';
import {
  addPlanHref,
  addToComparison,
  carriedComparison,
  catalogueHref,
  mergeAdd,
} from '@/lib/pricing/carry';
import { MAX_QUERY_LENGTH } from '@/lib/pricing/link';
import { decodeComparison, MAX_OFFERS, type ComparisonState } from '@/lib/pricing/url';

const cat = (slug: string) => ({ kind: 'catalogue' as const, slug });
const quote = {
  name: 'Shop quote',
  monthly: 9900,
  vatIncluded: true,
  contractMonths: 12,
  fees: [],
  dataGb: 20,
};
const two: ComparisonState = {
  picks: [cat('elife'), { kind: 'entered', offer: quote }],
  exitMonth: 6,
  period: 24,
};
/** The comparison an address opens, as the comparison page reads it. */
const opened = (href: string) => decodeComparison(href.slice(href.indexOf('?') + 1));

describe('the catalogue opened from a comparison carries it', () => {
  it('holds the comparison in `c` and shows its period', () => {
    const href = catalogueHref('/plans/catalogue', two);
    const url = new URL(href, 'https://x.test');
    expect(url.pathname).toBe('/plans/catalogue');
    expect(url.searchParams.get('period')).toBe('24');
    expect(carriedComparison(url.searchParams.get('c') ?? undefined)).toEqual(two);
  });
  it('carries nothing from an empty comparison', () => {
    expect(catalogueHref('/plans/catalogue', { picks: [], exitMonth: 0 })).toBe('/plans/catalogue');
  });
  it('reads no `c`, an unreadable one or one too long as no comparison', () => {
    const none = { picks: [], exitMonth: 0 };
    expect(carriedComparison(undefined)).toEqual(none);
    expect(carriedComparison('o=Not%20a%20slug')).toEqual(none);
    expect(carriedComparison(`o=elife&m=${'1'.repeat(MAX_QUERY_LENGTH)}`)).toEqual(none);
    expect(carriedComparison(['o=elife', 'o=other'])).toEqual({
      picks: [cat('elife')],
      exitMonth: 0,
    });
  });
});

describe('"Add to comparison" in the catalogue', () => {
  it('opens the comparison with every carried offer, its exit month and the plan added', () => {
    const href = addPlanHref('/plans/compare', two, 'control', 24);
    expect(href.startsWith('/plans/compare?o=elife&o=~')).toBe(true);
    expect(opened(href)).toEqual({ ...two, picks: [...two.picks, cat('control')] });
  });
  it("costs over the catalogue's period, left out of the address when it is the default", () => {
    expect(opened(addPlanHref('/plans/compare', two, 'control', 36)).period).toBe(36);
    expect(addPlanHref('/plans/compare', { picks: [], exitMonth: 0 }, 'control', 12)).toBe(
      '/plans/compare?o=control',
    );
  });
  it('adds a plan already compared once, and nothing to a full comparison', () => {
    expect(opened(addPlanHref('/plans/compare', two, 'elife', 24)).picks).toEqual(two.picks);
    const full = { picks: ['a', 'b', 'c', 'd'].map(cat), exitMonth: 0 };
    expect(full.picks).toHaveLength(MAX_OFFERS);
    expect(addToComparison(full, 'e')).toBe(full);
    expect(opened(addPlanHref('/plans/compare', full, 'e', 12)).picks).toEqual(full.picks);
  });
});

describe('an older `?add=` link becomes the comparison it meant', () => {
  const known = (slug: string) => slug !== 'gone';
  const merge = (q: string) => mergeAdd('/plans/compare', new URLSearchParams(q), known);
  it('adds the plan as one more offer, the other parameters kept', () => {
    expect(merge('add=control&p=24')).toBe('/plans/compare?o=control&p=24');
    expect(merge('o=elife&m=6&add=control')).toBe('/plans/compare?o=elife&o=control&m=6');
  });
  it('adds no unknown plan, none twice and none past the limit', () => {
    expect(merge('o=elife&add=gone')).toBe('/plans/compare?o=elife');
    expect(merge('o=elife&add=elife')).toBe('/plans/compare?o=elife');
    expect(merge('o=a&o=b&o=c&o=d&add=e')).toBe('/plans/compare?o=a&o=b&o=c&o=d');
  });
});
