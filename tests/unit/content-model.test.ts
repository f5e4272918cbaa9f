import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  getGuides,
  getLegal,
  getPage,
  getPlanCards,
  getRelatedGuides,
  type Guide,
} from '@/lib/content';
import { frontmatterFields, schemaKeys } from '@/lib/content/contentlayer-fields';
import { parseGenerated } from '@/lib/content/checked';
import { sourceDocOf } from '@/lib/content/validate';
import {
  guideSchema,
  planCardSchema,
  type PlansBlocks,
  type TocEntries,
  type UiBlocks,
} from '@/lib/content/schemas';

describe('zod as the one content model', () => {
  it('declares every frontmatter key of a schema to contentlayer2, as raw JSON', () => {
    expect(Object.keys(frontmatterFields(guideSchema))).toEqual(Object.keys(guideSchema.shape));
    expect(
      Object.values(frontmatterFields(guideSchema)).every((f) => f.type === 'json' && !f.required),
    ).toBe(true);
    // A discriminated union declares the keys of all its kinds.
    expect(schemaKeys(planCardSchema)).toEqual(
      expect.arrayContaining(['kind', 'anchor', 'tab', 'pros', 'visualization']),
    );
  });

  it('parses a generated document with the schemas and names the file and field when it does not match', () => {
    const doc = {
      question: 'Why?',
      order: 2,
      reviewedAt: '2025-11-01',
      slug: 'why',
      body: { raw: 'Because.', code: 'x' },
      _id: 'faq/why.mdx',
      _raw: { sourceFilePath: 'faq/why.mdx' },
      type: 'Faq',
    };
    // The content check reads the frontmatter keys the schema declares, as YAML gave them.
    expect(sourceDocOf(doc)).toEqual({
      rel: 'faq/why.mdx',
      data: { question: 'Why?', order: 2, reviewedAt: '2025-11-01' },
      body: 'Because.',
    });
    expect(parseGenerated('faq', doc, 'content/faq/why.mdx')).toEqual({
      data: { slug: 'why', body: { raw: 'Because.', code: 'x' } },
    });
    expect(parseGenerated('faq', { ...doc, slug: undefined }, 'content/faq/why.mdx')).toEqual({
      problems: [expect.objectContaining({ file: 'content/faq/why.mdx', field: 'slug' })],
    });
  });

  it('gives the getters the schema types, defaults applied', () => {
    const guides = getGuides('en');
    expect(guides.length).toBeGreaterThan(0);
    for (const g of guides) {
      expect(g.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof g.featured).toBe('boolean');
      expect(Array.isArray(g.related)).toBe(true);
      expect(g.toc.every((e) => e.depth === 2 || e.depth === 3)).toBe(true);
      expect(getRelatedGuides(g, 'en').map((r) => r.slug)).toEqual(g.related);
    }
    expectTypeOf<Guide['level']>().toEqualTypeOf<'Beginner' | 'Intermediate' | 'Advanced'>();
    expectTypeOf<Guide['toc']>().toEqualTypeOf<TocEntries>();
    expectTypeOf(getLegal('privacy', 'en').lastUpdated).toEqualTypeOf<string>();
  });

  it('types plan cards by kind and page copy by slug, with no schema argument', () => {
    const overview = getPlanCards('overview', 'en');
    expect(overview.length).toBeGreaterThan(0);
    expect(overview.every((c) => c.kind === 'overview' && c.summary && c.anchor)).toBe(true);
    expectTypeOf(overview[0].anchor).toEqualTypeOf<'mobile' | 'internet' | 'tv' | 'family'>();
    expectTypeOf(getPlanCards('mobile', 'en')[0].tab).toEqualTypeOf<
      'prepaid' | 'postpaid' | 'data-only' | 'voice-data'
    >();

    expect(getPage('plans', 'en').blocks.header.heading).toEqual(expect.any(String));
    expectTypeOf(getPage('plans', 'en').blocks).toEqualTypeOf<PlansBlocks>();
    expectTypeOf(getPage('ui', 'en').blocks).toEqualTypeOf<UiBlocks>();
    // @ts-expect-error: only pages with a blocks schema exist
    expect(() => getPage('nope', 'en')).toThrow(/content\/pages\/nope\.mdx is missing/);
  });
});
