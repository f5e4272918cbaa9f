/**
 * The content getters: every getter returns z.infer types plus the generated fields (slug, url,
 * toc, body...), never contentlayer2's loosely typed documents.
 *
 * They read the one checked dataset (lib/content/load.ts) that the content check writes after
 * each contentlayer2 generation: frontmatter parsed by the collections' zod schemas, page blocks
 * by their page's, in dev, tests and production alike.
 */
import 'server-only';
import { plural, type Locale } from '../i18n/format';
import type { CollectionName, Doc } from './collections';
import type { LEGAL_SLUGS } from './constants';
import { collection, isStaleIn, staleTranslationPaths } from './load';

/** A preview build's content (PREVIEW=1): drafts shown, nothing indexed (lib/content/drafts.ts). */
export { isPreview } from './load';
import type { PageBlocks, PageSlug } from './schemas';
import { computeStats, editorialTimeline, type SiteStats, type StatsInput } from './stats';

export type Guide = Doc<'guides'>;
export type Legal = Doc<'legal'>;
export type Faq = Doc<'faq'>;
export type PlanCard = Doc<'plans'>;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type PlanKind = PlanCard['kind'];

/** One language's documents, sorted as the site shows them. */
function makeStore(locale: Locale) {
  const load = <N extends CollectionName>(name: N): Doc<N>[] => [...collection(name, locale)];
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
  };
}

const stores = new Map<Locale, ReturnType<typeof makeStore>>();
/** A language's documents. */
function store(locale: Locale) {
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
export function isTranslationStale(path: string, locale: Locale): boolean {
  return locale !== 'en' && isStaleIn(store(locale).stale, path);
}

export function getGuides(locale: Locale): Guide[] {
  return store(locale).guides;
}

export function getGuide(slug: string, locale: Locale): Guide | undefined {
  return store(locale).guidesBySlug.get(slug);
}

/** The guides a guide names as related, in its order (the content check made sure each exists). */
export function getRelatedGuides(guide: Guide, locale: Locale): Guide[] {
  const { guidesBySlug } = store(locale);
  return guide.related.flatMap((slug) => guidesBySlug.get(slug) ?? []);
}

export type NewsletterIssue = Doc<'newsletter'>;
export type ComplaintProblem = Doc<'complaints'>;

/** The problems of "Write my complaint", in their order, in `locale`. */
export function getComplaintProblems(locale: Locale): ComplaintProblem[] {
  return store(locale).complaints;
}

export function getNewsletterIssues(locale: Locale): NewsletterIssue[] {
  return store(locale).newsletterIssues;
}

export function getFaqs(locale: Locale): Faq[] {
  return store(locale).faqs;
}

export function getLegal(slug: LegalSlug, locale: Locale): Legal {
  const doc = store(locale).legals.find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${slug}.mdx is missing`);
  return doc;
}

/** The Plans page's cards of one kind, in their `order`, typed by that kind's schema. */
export function getPlanCards<K extends PlanKind>(
  kind: K,
  locale: Locale,
): Extract<PlanCard, { kind: K }>[] {
  return store(locale).planCards.filter(
    (c): c is Extract<PlanCard, { kind: K }> => c.kind === kind,
  );
}

/**
 * A page's copy, its `blocks` typed by the page's schema in `pageBlocksSchemas` (checked by the
 * build), in `locale`.
 */
export function getPage<S extends PageSlug>(slug: S, locale: Locale) {
  const page = store(locale).pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.mdx is missing (${locale})`);
  // The content check parsed the blocks by pageBlocksSchemas[slug], so this is their type.
  return { ...page, blocks: page.blocks as PageBlocks<S> };
}

/** Shared interface copy (cookie banner, legal layout): content/pages/ui.mdx. */
export function getUiCopy(locale: Locale) {
  return getPage('ui', locale).blocks;
}

/**
 * A guide's reading time ("8 min read"): its computed minutes, phrased when the page renders by
 * the plural forms of content/pages/guides.mdx, so a translation changes content only.
 */
export function readingTime(guide: Pick<Guide, 'readingMinutes'>, locale: Locale): string {
  return plural(
    guide.readingMinutes,
    getPage('guides', locale).blocks.guidePage.readingTime,
    locale,
  );
}

/** The title a page's copy file gives it (for share images). */
export function pageTitleOf(slug: PageSlug, locale: Locale): string {
  return getPage(slug, locale).title;
}

/* ---------- Figures, history and corrections computed from the content ---------- */

const statsInput = (locale: Locale): StatsInput => {
  const { guides, faqs, planCards, catalogPlans } = store(locale);
  return {
    guides: guides.map((g) => ({ ...g, body: g.body.raw })),
    faqs,
    planCards,
    topics: getPage('guides', locale).blocks.deepDives.items,
    catalogPlans,
  };
};

/** The figures of the home stat band and the About impact metrics. */
export function getSiteStats(locale: Locale): SiteStats {
  return computeStats(statsInput(locale));
}

/** The About page's timeline: the editorial history the content dates show. */
export function getEditorialTimeline(locale: Locale) {
  return editorialTimeline(statsInput(locale));
}

/** The guides marked `featured:`, in their featuredOrder (home cards, guides library). */
export function getFeaturedGuides(locale: Locale): Guide[] {
  return store(locale)
    .guides.filter((g) => g.featured)
    .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));
}

/** The corrections log, newest first. */
export function getCorrections(locale: Locale) {
  return store(locale).corrections;
}
