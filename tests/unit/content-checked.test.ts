/**
 * Frontmatter is checked once per build: `npm run content` parses every file by its schemas and
 * writes the result beside contentlayer2's documents; a production build reads that as it is.
 * Needs `npm run content` (as every test of lib/content does).
 */
import path from 'node:path';
import * as generated from 'contentlayer/generated';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKED_FILE, collectionNames, collections } from '@/lib/content/collections';
import { loadCollection } from '@/lib/content/load';
import { pageBlocksSchemas, type PageSlug } from '@/lib/content/schemas';

const root = path.resolve(import.meta.dirname, '../..');
const checked = (await import(path.join(root, '.contentlayer', CHECKED_FILE))).default;
const bySlug = (docs: { slug: string }[]) => [...docs].sort((a, b) => a.slug.localeCompare(b.slug));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the checked documents (.contentlayer/checked)', () => {
  it.each(collectionNames)(
    '%s: the same documents parsing contentlayer2 output at load gives',
    (name) => {
      const docs = (generated as unknown as Record<string, Parameters<typeof loadCollection>[1]>)[
        `all${collections[name].type}s`
      ];
      let expected = loadCollection(name, docs) as { slug: string; blocks?: unknown }[];
      const arabic = (generated as unknown as Record<string, Parameters<typeof loadCollection>[1]>)[
        `allAr${collections[name].type}s`
      ];
      let expectedAr = loadCollection(name, arabic) as { slug: string; blocks?: unknown }[];
      if (name === 'pages')
        expected = expected.map((p) => ({
          ...p,
          blocks: pageBlocksSchemas[p.slug as PageSlug].parse(p.blocks),
        }));
      if (name === 'pages')
        expectedAr = expectedAr.map((p) => ({
          ...p,
          blocks: pageBlocksSchemas[p.slug as PageSlug].parse(p.blocks),
        }));
      expect(bySlug(checked.en[name])).toEqual(bySlug(expected));
      expect(bySlug(checked.ar[name])).toEqual(bySlug(expectedAr));
    },
  );

  it('are what a production build hands out, with nothing parsed again', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const load = await import('@/lib/content/load');
    expect(load.blocksChecked).toBe(true);
    // No generated documents given: what comes back is the checked file's, unparsed.
    expect(load.collection('faq', [], 'en')).toEqual(checked.en.faq);
    expect(load.collection('faq', [], 'ar')).toEqual(checked.ar.faq);
    const spy = vi.spyOn(pageBlocksSchemas.home, 'parse');
    const content = await import('@/lib/content');
    expect(content.getPage('home', 'en').blocks).toEqual(
      checked.en.pages.find((p: { slug: string }) => p.slug === 'home').blocks,
    );
    expect(spy).not.toHaveBeenCalled();
  });
});
