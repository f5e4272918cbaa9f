/**
 * The registry of content collections: for each, where its files live (a glob under
 * content/, matched with micromatch exactly as contentlayer2 matches it), the zod schema
 * of its frontmatter, the zod schema of what contentlayer2 adds (body, computed fields)
 * and the name of the document type contentlayer2 generates.
 *
 * contentlayer.config.ts, the content check and the getters all read this table: a new
 * collection is a schema in lib/content/schemas/, one entry here and a getter (docs/architecture.md, "The content model").
 */
import micromatch from 'micromatch';
import type { z } from 'zod';
import { readingMinutes } from '../mdx/headings';
import { uncitedAttributions } from './sources';
import {
  correctionSchema,
  faqSchema,
  guideGenerated,
  guideSchema,
  legalGenerated,
  legalSchema,
  pageBlocksSchemas,
  pageSchema,
  plainGenerated,
  planCardSchema,
} from './schemas';
import { isPageSlug, type PageBlocks } from './schemas/pages';
import { catalogueCheck, catalogueSchema } from './schemas/catalogue';
import { NEWSLETTER_FILE_NAME, newsletterIssueSchema } from './schemas/newsletter';
import { issueBodyProblems } from '../newsletter/body';
import { takenGuideSlug } from '../navigation/routes';
import { complaintCheck, complaintProblemSchema } from './schemas/complaint';

/** One parsed content file, as the cross-file checks see it. */
export type ParsedDoc<T = unknown> = {
  /** Path from the project root, e.g. content/guides/roaming.mdx (what an editor sees). */
  file: string;
  /** The file name without .mdx. */
  slug: string;
  data: T;
  body: string;
};

/** Reports a problem with one field of the document being checked. */
export type Report = (field: string, message: string) => void;

export type Collection<S extends z.ZodType = z.ZodType, G extends z.ZodType = z.ZodType> = {
  /** contentlayer2's document type name: the generated `all<Type>s` export. */
  type: string;
  /** Which files under content/ belong to it (micromatch glob). */
  pattern: string;
  /** The frontmatter contract (strict: an unknown key is an error). */
  schema: S;
  /** What contentlayer2 adds: `body` and the computed fields of contentlayer.config.ts. */
  generated: G;
  /**
   * Rules a schema cannot state: the body, or other files (`all` holds every valid
   * document of every collection, keyed by collection name).
   */
  check?: (doc: ParsedDoc<z.output<S>>, report: Report, all: Record<string, ParsedDoc[]>) => void;
  /**
   * A second schema for part of the frontmatter that depends on the file (a page's `blocks`, by
   * its slug): applied in the same pass as `schema`, its output replaces that part, so nothing
   * parses it again later.
   */
  refine?: (
    slug: string,
    data: z.output<S>,
  ) => { data: z.output<S> } | { issues: { field: string; message: string }[] };
};

/** The checked dataset, under .contentlayer/: written by the content check, read by lib/content. */
export const CHECKED_FILE = 'checked/documents.mjs';

/** A guide reads in 7 to 12 minutes (spec 5). */
export const GUIDE_MINUTES = { min: 7, max: 12 };

/** A publication the text credits must be among the document's sources (lib/content/sources.ts). */
function reportUncited(
  body: string,
  sources: Parameters<typeof uncitedAttributions>[1],
  report: Report,
) {
  for (const name of uncitedAttributions(body, sources))
    report(
      'sources',
      `the text credits "${name}" ("reported by", "told", "according to"), but no source names it: add that report to sources`,
    );
}

const define = <S extends z.ZodType, G extends z.ZodType>(c: Collection<S, G>) => c;

export const collections = {
  guides: define({
    type: 'Guide',
    pattern: 'guides/**/*.mdx',
    schema: guideSchema,
    generated: guideGenerated,
    check(doc, report, all) {
      // The length rule reads the English file this pattern matches (content/guides/…), at
      // English reading speed, as it always has: named here, not defaulted.
      const minutes = readingMinutes(doc.body, 'en');
      if (minutes < GUIDE_MINUTES.min || minutes > GUIDE_MINUTES.max)
        report(
          'body',
          `reads in ${minutes} min; a guide must read in ${GUIDE_MINUTES.min} to ${GUIDE_MINUTES.max} min`,
        );
      reportUncited(doc.body, doc.data.sources, report);
      for (const problem of takenGuideSlug(doc.slug)) report('(file)', problem);
      const slugs = new Set(all.guides.map((g) => g.slug));
      doc.data.related.forEach((r, i) => {
        if (r === doc.slug) report(`related[${i}]`, 'a guide cannot be related to itself');
        else if (!slugs.has(r))
          report(`related[${i}]`, `no guide with slug "${r}" in content/guides`);
      });
      // Featured guides are ordered: the home page and the library show them in featuredOrder.
      const { featured, featuredOrder } = doc.data;
      if (featured && featuredOrder === undefined)
        report(
          'featuredOrder',
          'a featured guide needs a featuredOrder (its position among the featured guides)',
        );
      if (!featured && featuredOrder !== undefined)
        report('featuredOrder', 'only a featured guide has a featuredOrder');
      const same = all.guides.find(
        (g) =>
          g.slug !== doc.slug &&
          featured &&
          (g.data as typeof doc.data).featured &&
          (g.data as typeof doc.data).featuredOrder === featuredOrder,
      );
      if (same)
        report('featuredOrder', `${featuredOrder} is also the featuredOrder of ${same.file}`);
      // The home page's featured cards carry one topic each (spec: eight cards, eight topics): no
      // topic twice, and none that a guide has left out while others are featured.
      const featuredGuides = all.guides.filter((g) => (g.data as typeof doc.data).featured);
      const sameTopic = featuredGuides.find(
        (g) => g.slug !== doc.slug && (g.data as typeof doc.data).topic === doc.data.topic,
      );
      if (featured && sameTopic && sameTopic.slug < doc.slug)
        report(
          'featured',
          `topic "${doc.data.topic}" is already featured by ${sameTopic.file}: the featured cards carry one topic each`,
        );
      if (
        !featured &&
        featuredGuides.length &&
        !featuredGuides.some((g) => (g.data as typeof doc.data).topic === doc.data.topic)
      )
        report(
          'featured',
          `no featured guide has the topic "${doc.data.topic}": feature one guide of each topic (the home page shows one card per topic)`,
        );
    },
  }),
  legal: define({
    type: 'Legal',
    pattern: 'legal/*.mdx',
    schema: legalSchema,
    generated: legalGenerated,
  }),
  faq: define({
    type: 'Faq',
    pattern: 'faq/*.mdx',
    schema: faqSchema,
    generated: plainGenerated,
    check: (doc, report) => reportUncited(doc.body, doc.data.sources, report),
  }),
  /** The Plans page's cards. content/plans/catalogue/ is the plan catalogue, not cards. */
  plans: define({
    type: 'PlanCard',
    pattern: 'plans/!(catalogue)/**/*.mdx',
    schema: planCardSchema,
    generated: plainGenerated,
    check(doc, report, all) {
      // "Read the … guide" goes to that guide's own page.
      if (doc.data.kind !== 'mobile') return;
      const slug = doc.data.guideLink.href.match(/^\/guides\/([a-z0-9-]+)$/)?.[1];
      if (!slug) report('guideLink.href', "must be a guide's own page, /guides/<slug>");
      else if (!all.guides.some((g) => g.slug === slug))
        report('guideLink.href', `no guide with slug "${slug}" in content/guides`);
    },
  }),
  /** The corrections log of /methodology. */
  corrections: define({
    type: 'Correction',
    pattern: 'corrections/*.mdx',
    schema: correctionSchema,
    generated: plainGenerated,
    check(doc, report, all) {
      const guide = doc.data.page.match(/^\/guides\/([^/#?]+)/)?.[1];
      if (guide && !all.guides.some((g) => g.slug === guide))
        report('page', `no guide with slug "${guide}" in content/guides`);
      if (!doc.body.trim()) report('body', 'say what changed');
    },
  }),
  /** The plan catalogue: one real, sourced offer per file (content/plans/catalogue/<operator>/<slug>.mdx). */
  catalogue: define({
    type: 'CataloguePlan',
    pattern: 'plans/catalogue/**/*.mdx',
    schema: catalogueSchema(),
    generated: plainGenerated,
    check: (doc, report, all) => catalogueCheck(doc, report, all.catalogue),
  }),
  /** Newsletter issues: content/newsletter/<yyyy-mm-dd>-<slug>.mdx, mailed by `npm run newsletter` and archived at /newsletter. */
  newsletter: define({
    type: 'NewsletterIssue',
    pattern: 'newsletter/*.mdx',
    schema: newsletterIssueSchema,
    generated: plainGenerated,
    check(doc, report, all) {
      const day = doc.slug.match(NEWSLETTER_FILE_NAME)?.[1];
      if (!day)
        report('(file)', 'name the file <yyyy-mm-dd>-<slug>.mdx, e.g. 2026-11-24-whats-new.mdx');
      else if (day !== doc.data.date)
        report('date', `is ${doc.data.date}, but the file name says ${day}`);
      const guides = new Set(all.guides.map((g) => g.slug));
      for (const problem of issueBodyProblems(doc.body, guides)) report('body', problem);
    },
  }),
  /** The problems of "Write my complaint" (/complain). */
  complaints: define({
    type: 'ComplaintProblem',
    pattern: 'complaints/*.mdx',
    schema: complaintProblemSchema,
    generated: plainGenerated,
    check: (doc, report, all) =>
      complaintCheck(doc, report, new Set(all.guides.map((g) => g.slug))),
  }),
  pages: define({
    type: 'Page',
    pattern: 'pages/*.mdx',
    schema: pageSchema,
    generated: plainGenerated,
    refine(slug, data) {
      if (!isPageSlug(slug))
        return {
          issues: [
            {
              field: '(file)',
              message: `no blocks schema for page "${slug}" in lib/content/schemas/pages/index.ts`,
            },
          ],
        };
      const schema: z.ZodType = pageBlocksSchemas[slug];
      const blocks = schema.safeParse(data.blocks);
      if (!blocks.success)
        return {
          issues: blocks.error.issues.map((i) => ({
            field: `blocks.${issuePath(i.path)}`,
            message: i.message,
          })),
        };
      return { data: { ...data, blocks: blocks.data as Record<string, unknown> } };
    },
    check(doc, report, all) {
      if (doc.slug === 'guides') {
        // Topic deep dives name guides by slug: each must exist (blocks are parsed by `refine`).
        const slugs = new Set(all.guides.map((g) => g.slug));
        const { deepDives } = doc.data.blocks as PageBlocks<'guides'>;
        deepDives.items.forEach((item, i) =>
          item.guides.forEach((g, j) => {
            if (!slugs.has(g))
              report(
                `blocks.deepDives.items[${i}].guides[${j}]`,
                `no guide with slug "${g}" in content/guides`,
              );
          }),
        );
      }
    },
  }),
} as const;

export type CollectionName = keyof typeof collections;

/**
 * A document of a collection as the getters hand it out: parsed frontmatter and generated fields,
 * and the file it came from (`content/guides/x.mdx`).
 */
export type Doc<N extends CollectionName> = z.output<(typeof collections)[N]['schema']> &
  z.output<(typeof collections)[N]['generated']> & { file: string };

export const collectionNames = Object.keys(collections) as CollectionName[];

/** The collection a file (path relative to content/, with "/") belongs to, if any. */
export function collectionOf(relativePath: string): CollectionName | undefined {
  return collectionNames.find((name) =>
    micromatch.isMatch(relativePath, collections[name].pattern),
  );
}

/** A zod issue path as an editor reads it: `images[0].src`. */
export function issuePath(p: readonly PropertyKey[]): string {
  return p.length
    ? p
        .map((s) => (typeof s === 'number' ? `[${s}]` : String(s)))
        .join('.')
        .replace(/\.\[/g, '[')
    : '(frontmatter)';
}
