/**
 * What a request to /plans/compare asks for (lib/pricing/compare-request.ts): the forms' answers
 * and older links redirect to the comparison's own address; a refused entry comes back with its
 * errors and what was typed.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueChoice } from '@/lib/pricing/comparison';
import { readCompareRequest } from '@/lib/pricing/compare-request';
import { decodeComparison } from '@/lib/pricing/url';

const HERE = '/ar/plans/compare';
const choice: CatalogueChoice = {
  slug: 'elife',
  label: 'eLife',
  type: 'home-internet',
  offer: { monthly: 9900, vatIncluded: true, contractMonths: 12, fees: [], dataGb: 20 },
};
const read = (q: string) =>
  readCompareRequest(HERE, new URLSearchParams(q), [choice], ['unlimited']);

describe('the comparison page request', () => {
  it('redirects an older add=<slug> link to the comparison holding that plan', () => {
    // Permanently (308): the same comparison in the format every link now uses.
    expect(read('add=elife&m=6')).toEqual({ redirect: `${HERE}?o=elife&m=6`, permanent: true });
  });

  it('redirects an accepted quoted offer to the comparison that holds it', () => {
    const r = read('o=elife&enter=1&name=Shop&monthly=50&vat=included');
    expect(r).toHaveProperty('redirect');
    if (!('redirect' in r)) return;
    // A temporary one (307): the answer to what was typed, not an older address.
    expect(r.permanent).toBe(false);
    const url = new URL(r.redirect, 'https://example.test');
    expect(url.pathname).toBe(HERE);
    expect(decodeComparison(url.search).picks).toEqual([
      { kind: 'catalogue', slug: 'elife' },
      { kind: 'entered', offer: expect.objectContaining({ name: 'Shop', monthly: 5000 }) },
    ]);
  });

  it('answers a refused quoted offer with its errors and what was typed', () => {
    const r = read('o=elife&enter=1&name=Shop&monthly=abc&vat=included');
    if ('redirect' in r) throw new Error('a refused offer is not added');
    expect(r.offerInput.values).toMatchObject({ name: 'Shop', monthly: 'abc' });
    expect(r.offerInput.errors.monthly).toBe('amount');
    expect(r.offers.map((o) => o.letter)).toEqual(['A']);
    expect(r.linkLeftOut).toBe(false);
  });

  it('renders the comparison of a link, saying when parts of it were left out', () => {
    const r = read('o=elife&o=nonsense~&m=x');
    if ('redirect' in r) throw new Error('a link is rendered');
    expect(r.state.picks).toHaveLength(1);
    expect(r.linkLeftOut).toBe(true);
  });
});
