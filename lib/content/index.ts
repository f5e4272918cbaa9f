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
import * as generated from 'contentlayer/generated';
import '../i18n/request';
import { currentLocale, plural, type Locale } from '../format';
import type { CollectionName, Doc } from './collections';
import type { LEGAL_SLUGS } from './constants';
import { blocksChecked, collection, isStaleIn, staleTranslationPaths } from './load';
import { pageBlocksSchemas, type PageBlocks, type PageSlug } from './schemas';
import { computeStats, editorialTimeline, type SiteStats, type StatsInput } from './stats';

export type Guide = Doc<'guides'>;
export type Legal = Doc<'legal'>;
export type Faq = Doc<'faq'>;
export type PlanCard = Doc<'plans'>;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type PlanKind = PlanCard['kind'];

/** contentlayer2's documents of a collection in a language (`allGuides`, `allArGuides`). */
const GENERATED: Record<CollectionName, string> = {
  guides: 'Guides',
  legal: 'Legals',
  faq: 'Faqs',
  plans: 'PlanCards',
  catalogue: 'CataloguePlans',
  corrections: 'Corrections',
  newsletter: 'NewsletterIssues',
  complaints: 'ComplaintProblems',
  pages: 'Pages',
};
function generatedOf(name: CollectionName, locale: Locale) {
  const key = `all${locale === 'en' ? '' : 'Ar'}${GENERATED[name]}`;
  return ((generated as unknown as Record<string, unknown[]>)[key] ?? []) as Parameters<
    typeof collection
  >[1];
}

/** One language's documents, sorted as the site shows them. */
function makeStore(locale: Locale) {
  const load = <N extends CollectionName>(name: N) =>
    collection(name, generatedOf(name, locale), locale) as Doc<N>[];
  const guides = load('guides').sort((a, b) => a.title.localeCompare(b.title, locale));
  return {
    guides,
    guidesBySlug: new Map(guides.map((g) => [g.slug, g])),
    legals: load('legal'),
    faqs: load('faq').sort((a, b) => a.order - b.order),
    planCards: load('plans').sort((a, b) => a.order - b.order),
    pages: load('pages'),
    /** Newsletter issues, newest first (the archive at /newsletter). */
    newsletterIssues: load('newsletter').sort((a, b) => b.slug.localeCompare(a.slug)),
    corrections: load('corrections').sort(
      (a, b) => b.date.localeCompare(a.date) || a.page.localeCompare(b.page),
    ),
    /** The problems of /complain, in their order. */
    complaints: load('complaints').sort((a, b) => a.order - b.order),
    catalogPlans: load('catalogue').length,
    stale: staleTranslationPaths(locale),
    pageCache: new Map<PageSlug, unknown>(),
  };
}

const stores = new Map<Locale, ReturnType<typeof makeStore>>();
/** A language's documents (the current page's language unless named). */
function store(locale: Locale = currentLocale()) {
  let s = stores.get(locale);
  if (!s) {
    s = makeStore(locale);
    stores.set(locale, s);
  }
  return s;
}

/**
 * Whether a document's translation was made from an earlier revision of its English file (the
 * page then says so, with a link to the English). `path` is relative to content/: `guides/x.mdx`;
 * a folder (`faq/`, ending in a slash) asks about every document in it.
 */
export function isTranslationStale(path: string, locale: Locale = currentLocale()): boolean {
  return locale !== 'en' && isStaleIn(store(locale).stale, path);
}

export function getGuides(locale?: Locale): Guide[] {
  return store(locale).guides;
}

export function getGuide(slug: string, locale?: Locale): Guide | undefined {
  return store(locale).guidesBySlug.get(slug);
}

/** The guides a guide names as related, in its order (the content check made sure each exists). */
export function getRelatedGuides(guide: Guide): Guide[] {
  const { guidesBySlug } = store();
  return guide.related.flatMap((slug) => guidesBySlug.get(slug) ?? []);
}

export type NewsletterIssue = Doc<'newsletter'>;
export type ComplaintProblem = Doc<'complaints'>;

/** The problems of "Write my complaint", in their order, in `locale`. */
export function getComplaintProblems(locale: Locale): ComplaintProblem[] {
  return store(locale).complaints;
}

export function getNewsletterIssues(locale?: Locale): NewsletterIssue[] {
  return store(locale).newsletterIssues;
}

export function getFaqs(): Faq[] {
  return store().faqs;
}

export function getLegal(slug: LegalSlug, locale?: Locale): Legal {
  const doc = store(locale).legals.find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${slug}.mdx is missing`);
  return doc;
}

/** The Plans page's cards of one kind, in their `order`, typed by that kind's schema. */
export function getPlanCards<K extends PlanKind>(kind: K): Extract<PlanCard, { kind: K }>[] {
  return store().planCards.filter((c): c is Extract<PlanCard, { kind: K }> => c.kind === kind);
}

/**
 * A page's copy, its `blocks` typed by the page's schema in `pageBlocksSchemas` (checked by the
 * build), in the page's language unless one is named (route handlers name theirs).
 */
export function getPage<S extends PageSlug>(slug: S, locale: Locale = currentLocale()) {
  const { pages, pageCache } = store(locale);
  const page = pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing (${locale})`);
  if (!pageCache.has(slug))
    pageCache.set(slug, blocksChecked ? page.blocks : pageBlocksSchemas[slug].parse(page.blocks));
  // The map holds what pageBlocksSchemas[slug] parsed, so this is its type.
  return { ...page, blocks: pageCache.get(slug) as PageBlocks<S> };
}

/** Shared interface copy (cookie banner, legal layout): content/pages/ui.mdx. */
export function getUiCopy(locale?: Locale) {
  return getPage('ui', locale).blocks;
}

/**
 * A guide's reading time ("8 min read"): its computed minutes, phrased when the page renders by
 * the plural forms of content/pages/guides.mdx, so a translation changes content only.
 */
export function readingTime(
  guide: Pick<Guide, 'readingMinutes'>,
  locale: Locale = currentLocale(),
): string {
  return plural(
    guide.readingMinutes,
    getPage('guides', locale).blocks.guidePage.readingTime,
    locale,
  );
}

/** The title a page's copy file gives it (for share images). */
export function pageTitleOf(slug: PageSlug, locale?: Locale): string {
  return getPage(slug, locale).title;
}

/* ---------- Figures, history and corrections computed from the content ---------- */

const statsInput = (): StatsInput => {
  const { guides, faqs, planCards, catalogPlans } = store();
  return {
    guides: guides.map((g) => ({ ...g, body: g.body.raw })),
    faqs,
    planCards,
    topics: getPage('guides').blocks.deepDives.items,
    catalogPlans,
  };
};

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
  return store()
    .guides.filter((g) => g.featured)
    .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));
}

/** The corrections log, newest first. */
export function getCorrections() {
  return store().corrections;
}
