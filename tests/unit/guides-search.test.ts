import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUERY,
  filterGuides,
  isDefaultQuery,
  lengthOf,
  matchesText,
  parseGuideQuery,
  serializeGuideQuery,
  type GuideFacets,
  type GuideQuery,
} from '@/lib/search/query';
import { mdxToPlainText } from '@/lib/mdx/plain-text';
import { buildSearchIndex } from '@/lib/search/build-index';
import { guideFacets } from '../support/guide-facets';

const raw: Record<string, string> = {
  roaming: '## Packs\n\nA **travel eSIM** can help. See [the TDRA](https://tdra.gov.ae).',
  fiveg: '## Spectrum [#spectrum]\n\nMillimetre waves and mid-band.',
  business: '## Invoices\n\nA tax invoice shows the VAT.\n\n```\ncode roaming\n```',
};
const guides: (GuideFacets & { raw: string })[] = guideFacets.map((g) => ({
  ...g,
  raw: raw[g.slug],
}));
const index = buildSearchIndex(guides, 'en');
const q = (over: Partial<GuideQuery>): GuideQuery => ({ ...EMPTY_QUERY, ...over });
const slugs = (query: GuideQuery, idx: typeof index | null = index) =>
  filterGuides(guides, query, idx).map((g) => g.slug);

describe('guide search', () => {
  it('returns every guide for the default query', () => {
    expect(slugs(EMPTY_QUERY)).toEqual(['roaming', 'fiveg', 'business']);
  });

  it('matches title, brief and full text, case-insensitively, as a substring', () => {
    expect(slugs(q({ q: 'ROAMING' }))).toEqual(['roaming']);
    expect(slugs(q({ q: 'connected ABROAD' }))).toEqual(['roaming']);
    expect(slugs(q({ q: 'millimetre' }))).toEqual(['fiveg']);
    expect(slugs(q({ q: 'Tax Invoice' }))).toEqual(['business']);
    expect(slugs(q({ q: 'mid-ba' }))).toEqual(['fiveg']);
    expect(slugs(q({ q: '  travel   esim ' }))).toEqual(['roaming']);
  });

  it('does not search link targets, markup, code or explicit heading ids', () => {
    expect(slugs(q({ q: 'tdra.gov' }))).toEqual([]);
    expect(slugs(q({ q: '**' }))).toEqual([]);
    expect(slugs(q({ q: 'code roaming' }))).toEqual([]);
    expect(slugs(q({ q: '#spectrum' }))).toEqual([]);
    expect(mdxToPlainText('## Agreement [#agreement]\n\nText <Foo /> here')).toBe(
      'Agreement Text here',
    );
  });

  it('searches title and brief only until the index is loaded', () => {
    expect(slugs(q({ q: 'millimetre' }), null)).toEqual([]);
    expect(slugs(q({ q: 'understanding' }), null)).toEqual(['fiveg']);
    expect(matchesText(guides[0], 'BILL SHOCK', null)).toBe(true);
  });

  it('combines the text with the category tab and the filters', () => {
    expect(slugs(q({ q: 'a', category: 'money' }))).toEqual(['roaming']);
    expect(slugs(q({ category: 'technical' }))).toEqual(['fiveg']);
    expect(slugs(q({ q: 'roaming', category: 'technical' }))).toEqual([]);
    expect(slugs(q({ levels: ['Beginner', 'Advanced'] }))).toEqual(['roaming', 'business']);
    expect(slugs(q({ lengths: ['short'] }))).toEqual(['fiveg']);
    expect(slugs(q({ lengths: ['medium', 'long'] }))).toEqual(['roaming', 'business']);
    expect(slugs(q({ lengths: ['long'], levels: ['Beginner'] }))).toEqual([]);
    expect(
      slugs(q({ q: 'vat', lengths: ['long'], levels: ['Advanced'], category: 'advanced' })),
    ).toEqual(['business']);
  });

  it('the insights tab matches no guide category yet', () => {
    expect(slugs(q({ category: 'insights' }))).toEqual([]);
  });

  it('buckets reading minutes as Short 5-7, Medium 8-10, Long 11+', () => {
    expect([5, 7, 8, 10, 11, 12, 30].map(lengthOf)).toEqual([
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
      'long',
    ]);
  });
});

describe('guide query in the URL', () => {
  it('parses the issue example', () => {
    expect(parseGuideQuery('q=roaming&category=money&length=medium&level=Beginner')).toEqual({
      q: 'roaming',
      category: 'money',
      lengths: ['medium'],
      levels: ['Beginner'],
    });
  });

  it('accepts repeated and comma-separated values in any case, ignores unknown ones', () => {
    expect(
      parseGuideQuery('category=NOPE&length=long,SHORT&length=huge&level=advanced&level=Beginner'),
    ).toEqual({
      q: '',
      category: 'all',
      lengths: ['short', 'long'],
      levels: ['Beginner', 'Advanced'],
    });
  });

  it('round-trips, leaving defaults out', () => {
    const query: GuideQuery = {
      q: '5g home',
      category: 'technical',
      lengths: ['medium', 'short'],
      levels: ['Advanced'],
    };
    const s = serializeGuideQuery(query);
    expect(s).toBe('?q=5g+home&category=technical&length=short&length=medium&level=Advanced');
    expect(parseGuideQuery(s.slice(1))).toEqual({ ...query, lengths: ['short', 'medium'] });
    expect(serializeGuideQuery(EMPTY_QUERY)).toBe('');
    expect(isDefaultQuery(parseGuideQuery(''))).toBe(true);
    expect(isDefaultQuery(q({ q: '  ' }))).toBe(true);
    expect(isDefaultQuery(q({ levels: ['Beginner'] }))).toBe(false);
  });
});
