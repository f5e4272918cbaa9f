import { allFaqs, allGuides, allLegals, allPages, allPlanCards } from 'contentlayer/generated';
import type { z } from 'zod';
import { pageBlocksSchemas, uiBlocksSchema } from './schemas';

/** A page's copy with its blocks typed by its zod schema (validated again: the build already checked them). */
export function getPage<S extends z.ZodType>(slug: string, schema: S) {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing`);
  if (pageBlocksSchemas[slug] !== schema) throw new Error(`Wrong blocks schema for page "${slug}"`);
  return { ...page, blocks: schema.parse(page.blocks) as z.infer<S> };
}

export function getFaqs() {
  return [...allFaqs].sort((a, b) => a.order - b.order);
}

export function getGuides() {
  return [...allGuides].sort((a, b) => a.title.localeCompare(b.title));
}

export function getGuide(slug: string) {
  return allGuides.find((g) => g.slug === slug);
}

export function getLegal(slug: 'privacy' | 'terms' | 'cookie-policy') {
  const doc = allLegals.find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${slug}.mdx is missing`);
  return doc;
}

export function getPlanCards<K extends string>(kind: K) {
  return allPlanCards.filter((c) => c.kind === kind).sort((a, b) => a.order - b.order);
}

/** Plain text of an MDX body (for FAQPage JSON-LD answers and search). */
export function plainText(raw: string): string {
  return raw
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shared interface copy (cookie banner, legal layout): content/pages/ui.mdx. */
export function getUiCopy() {
  return getPage('ui', uiBlocksSchema).blocks;
}

/** The title a page's copy file gives it (for share images). */
export function pageTitleOf(slug: string): string {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing`);
  return page.title;
}
