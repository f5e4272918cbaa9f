import { describe, expect, it } from 'vitest';
import {
  listCatalogue,
  parseCatalogueQuery,
  toFils,
  type CatalogueEntry,
} from '@/lib/catalogue/entries';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '@/lib/catalogue/constants';
import { catalogueSchema } from '@/lib/content/schemas/catalogue';
import { isPriceStale, runStaleChecks, stalePlanPrices } from '@/lib/content/stale';

const NOW = new Date('2026-06-15T12:00:00Z');

const good = {
  operator: 'du',
  name: 'Plan',
  planType: 'mobile-postpaid',
  summary: 'A plan.',
  monthlyPrice: 131.25,
  vatIncluded: true,
  contractMonths: 12,
  source: {
    url: 'https://example.ae/plan',
    title: 'Plan page',
    publisher: 'du',
    date: '2026-06-01',
  },
};

const issues = (data: unknown) => {
  const r = catalogueSchema(NOW).safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('catalogue schema: honesty rules', () => {
  it('accepts a sourced plan and an undated source', () => {
    expect(issues(good)).toEqual([]);
    expect(issues({ ...good, source: { ...good.source, date: 'unknown' } })).toEqual([]);
  });
  it('refuses a price without a source', () => {
    const { source: _omit, ...noSource } = good;
    void _omit;
    expect(issues(noSource).join()).toMatch(/^source: .*every price needs its source/);
  });
  it('refuses a source without a publisher or a usable address', () => {
    expect(issues({ ...good, source: { ...good.source, publisher: '' } }).join()).toMatch(
      /source.publisher/,
    );
    expect(
      issues({ ...good, source: { ...good.source, url: 'javascript:alert(1)' } }).join(),
    ).toMatch(/source.url/);
  });
  it('refuses a source date in the future, or one that is not a date', () => {
    expect(issues({ ...good, source: { ...good.source, date: '2026-06-16' } }).join()).toMatch(
      /source.date: .*future/,
    );
    expect(issues({ ...good, source: { ...good.source, date: '2026-02-30' } }).join()).toMatch(
      /source.date/,
    );
    expect(issues({ ...good, source: { ...good.source, date: 'last week' } }).join()).toMatch(
      /source.date/,
    );
  });
  it('refuses fractions of a fils, unknown fields and unknown operators', () => {
    expect(issues({ ...good, monthlyPrice: 99.999 }).join()).toMatch(
      /monthlyPrice: .*two decimals/,
    );
    expect(issues({ ...good, prise: 1 }).join()).toMatch(/prise/);
    expect(issues({ ...good, operator: 'etisalat' }).join()).toMatch(/operator/);
  });
});

describe('stale prices', () => {
  it('is stale when undated or older than the limit', () => {
    expect(isPriceStale('unknown', NOW, 90)).toBe(true);
    expect(isPriceStale('2026-03-17', NOW, 90)).toBe(false); // 90 days
    expect(isPriceStale('2026-03-16', NOW, 90)).toBe(true); // 91 days
  });

  it('lists every stale catalogue plan with its reason', () => {
    const plan = (name: string, date: string) => ({
      file: `content/plans/catalogue/du/${name}`,
      source: { date },
    });
    const plans = [
      plan('fresh.mdx', '2026-06-01'),
      plan('old.mdx', '2025-01-01'),
      plan('undated.mdx', 'unknown'),
    ];
    const items = runStaleChecks([stalePlanPrices(90, plans)], NOW);
    expect(items.map((i) => [i.file, i.reason])).toEqual([
      [
        'content/plans/catalogue/du/old.mdx',
        'the source dates the price 2025-01-01, more than 90 days ago',
      ],
      ['content/plans/catalogue/du/undated.mdx', 'the source states no date for the price'],
    ]);
  });
});

const entry = (over: Partial<CatalogueEntry>): CatalogueEntry => ({
  slug: 'x',
  operator: 'du',
  name: 'X',
  type: 'mobile-postpaid',
  summary: '',
  monthly: 10000,
  vatIncluded: true,
  contractMonths: 0,
  fees: [],
  dataGb: 10,
  inclusions: [],
  source: { url: 'https://x', title: 't', publisher: 'p', date: '2026-06-01' },
  stale: false,
  ...over,
});

describe('catalogue list', () => {
  const entries = [
    entry({ slug: 'cheap-stale', name: 'A', monthly: 5000, stale: true }),
    entry({ slug: 'mid', name: 'B', monthly: 8000, dataGb: 'unlimited' }),
    entry({
      slug: 'dear',
      name: 'C',
      monthly: 9000,
      vatIncluded: false,
      operator: 'eand',
      type: 'home-internet',
      contractMonths: 24,
      dataGb: null,
    }),
  ];
  const slugs = (q: Parameters<typeof listCatalogue>[1]) =>
    listCatalogue(entries, q).map((e) => e.slug);

  it('lists plans by type, then current before stale, by total, monthly price with VAT or data', () => {
    // The home-internet plan is never ranked among the mobile plans, whatever its total.
    expect(slugs({ sort: 'total' })).toEqual(['mid', 'cheap-stale', 'dear']);
    expect(slugs({ sort: 'monthly' })).toEqual(['mid', 'cheap-stale', 'dear']);
    expect(slugs({ sort: 'data' })).toEqual(['mid', 'cheap-stale', 'dear']);
    const cheapHome = entry({ slug: 'cheap-home', monthly: 100, type: 'home-internet' });
    expect(listCatalogue([...entries, cheapHome], { sort: 'total' }).map((e) => e.slug)).toEqual([
      'mid',
      'cheap-stale',
      'cheap-home',
      'dear',
    ]);
  });
  it('filters by type, operator, contract and budget (with VAT)', () => {
    expect(slugs({ sort: 'total', type: 'home-internet' })).toEqual(['dear']);
    expect(slugs({ sort: 'total', operator: 'du' })).toEqual(['mid', 'cheap-stale']);
    expect(slugs({ sort: 'total', contract: '24' })).toEqual(['dear']);
    expect(slugs({ sort: 'total', contract: 'none' })).toEqual(['mid', 'cheap-stale']);
    expect(slugs({ sort: 'total', budget: 9000 })).toEqual(['mid', 'cheap-stale']); // 90 + VAT = 94.50 is over
  });
  it('reads the filter form and ignores what it does not know', () => {
    const allowed = { types: CATALOGUE_TYPES, operators: CATALOGUE_OPERATORS };
    expect(
      parseCatalogueQuery(
        { type: 'tv', operator: 'nope', budget: '99.5', sort: 'data', contract: '24' },
        allowed,
      ),
    ).toEqual({
      type: 'tv',
      budget: toFils(99.5),
      sort: 'data',
      contract: '24',
      period: 12,
    });
    expect(parseCatalogueQuery({ sort: 'price', budget: '-1' }, allowed)).toEqual({
      sort: 'total',
      period: 12,
    });
    // The period: one the page offers, else the default.
    expect(parseCatalogueQuery({ period: '24' }, allowed).period).toBe(24);
    expect(parseCatalogueQuery({ period: ['36', '12'] }, allowed).period).toBe(36);
    expect(parseCatalogueQuery({ period: '7' }, allowed).period).toBe(12);
    expect(parseCatalogueQuery({ period: 'x' }, allowed).period).toBe(12);
  });
});
