import {
  allCorrections,
  allFaqs,
  allGuides,
  allLegals,
  allPages,
  allPlanCards,
} from 'contentlayer/generated';
import { pageBlocksSchemas, type PageBlocks, type PageSlug } from './schemas';
import { computeStats, editorialTimeline, type SiteStats, type StatsInput } from './stats';

const parsedBlocks = new Map<PageSlug, unknown>();

/**
 * A page's copy, its blocks typed by the page's schema in `pageBlocksSchemas`
 * (parsed once per process; the build already checked every file).
 */
export function getPage<S extends PageSlug>(slug: S) {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing`);
  if (!parsedBlocks.has(slug)) parsedBlocks.set(slug, pageBlocksSchemas[slug].parse(page.blocks));
  return { ...page, blocks: parsedBlocks.get(slug) as PageBlocks<S> };
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
  return getPage('ui').blocks;
}

/** The title a page's copy file gives it (for share images). */
export function pageTitleOf(slug: PageSlug): string {
  const page = allPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing`);
  return page.title;
}

/* ---------- Figures, history and corrections computed from the content ---------- */

const statsInput = (): StatsInput => ({
  guides: allGuides.map((g) => ({
    slug: g.slug,
    title: g.title,
    publishedAt: g.publishedAt.slice(0, 10),
    updatedAt: g.updatedAt?.slice(0, 10),
    body: g.body.raw,
    sources: g.sources,
  })),
  faqs: allFaqs,
  planCards: allPlanCards,
  topics: getPage('guides').blocks.deepDives.items,
});

/** The figures of the home stat band and the About impact metrics. */
export function getSiteStats(): SiteStats {
  return computeStats(statsInput());
}

/** The About page's timeline: the editorial history the content dates show. */
export function getEditorialTimeline() {
  return editorialTimeline(statsInput());
}

/** The guides marked `featured:`, in their featuredOrder (home cards, guides library). */
export function getFeaturedGuides() {
  return allGuides
    .filter((g) => g.featured)
    .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));
}

/** The corrections log, newest first. */
export function getCorrections() {
  return [...allCorrections].sort(
    (a, b) => b.date.localeCompare(a.date) || a.page.localeCompare(b.page),
  );
}
