/**
 * The content getters: every getter returns z.infer types plus the generated fields (slug, url,
 * toc, body...), never contentlayer2's loosely typed documents.
 *
 * Frontmatter is checked once per build, by `npm run content` (scripts/validate-content.ts),
 * which writes the checked documents (page blocks included) to .contentlayer/checked/; a
 * production build reads them as they are. `next dev` has no build step (contentlayer2 dev
 * regenerates a document when its file is saved), so there each collection is parsed by its
 * zod schemas when this module is first imported, as are the unit tests.
 */
import 'server-only';
import {
  allCataloguePlans,
  allCorrections,
  allFaqs,
  allGuides,
  allLegals,
  allNewsletterIssues,
  allPages,
  allPlanCards,
} from 'contentlayer/generated';
import type { Doc } from './collections';
import type { LEGAL_SLUGS } from './constants';
import { blocksChecked, collection } from './load';
import { pageBlocksSchemas, type PageBlocks, type PageSlug } from './schemas';
import { computeStats, editorialTimeline, type SiteStats, type StatsInput } from './stats';

export type Guide = Doc<'guides'>;
export type Legal = Doc<'legal'>;
export type Faq = Doc<'faq'>;
export type PlanCard = Doc<'plans'>;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type PlanKind = PlanCard['kind'];

const guides = collection('guides', allGuides).sort((a, b) => a.title.localeCompare(b.title));
const guidesBySlug = new Map(guides.map((g) => [g.slug, g]));
const legals = collection('legal', allLegals);
const faqs = collection('faq', allFaqs).sort((a, b) => a.order - b.order);
const planCards = collection('plans', allPlanCards).sort((a, b) => a.order - b.order);
const pages = collection('pages', allPages);
/** Newsletter issues, newest first (the archive at /newsletter). */
const newsletterIssues = collection('newsletter', allNewsletterIssues).sort((a, b) =>
  b.slug.localeCompare(a.slug),
);
const corrections = collection('corrections', allCorrections).sort(
  (a, b) => b.date.localeCompare(a.date) || a.page.localeCompare(b.page),
);

export function getGuides(): Guide[] {
  return guides;
}

export function getGuide(slug: string): Guide | undefined {
  return guidesBySlug.get(slug);
}

/** The guides a guide names as related, in its order (the content check made sure each exists). */
export function getRelatedGuides(guide: Guide): Guide[] {
  return guide.related.flatMap((slug) => guidesBySlug.get(slug) ?? []);
}

export type NewsletterIssue = Doc<'newsletter'>;

export function getNewsletterIssues(): NewsletterIssue[] {
  return newsletterIssues;
}

export function getFaqs(): Faq[] {
  return faqs;
}

export function getLegal(slug: LegalSlug): Legal {
  const doc = legals.find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${slug}.mdx is missing`);
  return doc;
}

export function getLegals(): Legal[] {
  return legals;
}

/** The Plans page's cards of one kind, in their `order`, typed by that kind's schema. */
export function getPlanCards<K extends PlanKind>(kind: K): Extract<PlanCard, { kind: K }>[] {
  return planCards.filter((c): c is Extract<PlanCard, { kind: K }> => c.kind === kind);
}

const pageCache = new Map<PageSlug, unknown>();

/** A page's copy, its `blocks` typed by the page's schema in `pageBlocksSchemas` (checked by the build). */
export function getPage<S extends PageSlug>(slug: S) {
  const page = pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing`);
  if (!pageCache.has(slug)) pageCache.set(slug, blocksChecked ? page.blocks : pageBlocksSchemas[slug].parse(page.blocks));
  // The map holds what pageBlocksSchemas[slug] parsed, so this is its type.
  return { ...page, blocks: pageCache.get(slug) as PageBlocks<S> };
}

/** Shared interface copy (cookie banner, legal layout): content/pages/ui.mdx. */
export function getUiCopy() {
  return getPage('ui').blocks;
}

/** The title a page's copy file gives it (for share images). */
export function pageTitleOf(slug: PageSlug): string {
  return getPage(slug).title;
}

/* ---------- Figures, history and corrections computed from the content ---------- */

const statsInput = (): StatsInput => ({
  guides: guides.map((g) => ({ ...g, body: g.body.raw })),
  faqs,
  planCards,
  topics: getPage('guides').blocks.deepDives.items,
  catalogPlans: allCataloguePlans.length,
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
export function getFeaturedGuides(): Guide[] {
  return guides.filter((g) => g.featured).sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));
}

/** The corrections log, newest first. */
export function getCorrections() {
  return corrections;
}
