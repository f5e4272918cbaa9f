/**
 * The frontmatter contract of every content type. contentlayer2 gives the TypeScript
 * types, but it neither checks enum values nor fails on a wrong field, so
 * `scripts/validate-content.ts` checks every file against these schemas and fails
 * the build naming the file and the field. Unknown keys are errors (a typo is caught).
 */
import { z } from '../validation/zod';

export { GUIDE_CATEGORIES, GUIDE_LEVELS, ICONS, PLAN_KINDS } from './constants';
import { GUIDE_CATEGORIES, GUIDE_LEVELS, ICONS } from './constants';
import { catalogueBlocksSchema, compareBlocksSchema } from './schemas/catalogue-page';

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'));

const text = z.string().trim().min(1, 'must not be empty');
const internalHref = z
  .string()
  .regex(/^\/[\w\-/#?=&.]*$/, 'must be a site path starting with "/" (for example /plans#tv)');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug such as number-portability');

export const imageSchema = z
  .object({
    src: z.string().regex(/^\/images\/[\w\-/]+\.(svg|png|jpe?g|webp|avif)$/, 'must be a local path under /images/'),
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

export const linkSchema = z.object({ label: text, href: internalHref }).strict();

export const guideSchema = z
  .object({
    title: text,
    category: z.enum(GUIDE_CATEGORIES),
    level: z.enum(GUIDE_LEVELS),
    brief: text.max(240, 'must be at most 240 characters'),
    publishedAt: isoDate,
    updatedAt: isoDate.optional(),
    featured: z.boolean().optional(),
    keyPoints: z.array(text).min(3, 'needs at least 3 key points').max(8),
    images: z.array(imageSchema).length(2, 'needs exactly 2 images'),
    related: z.array(slug).max(4).optional(),
  })
  .strict();

export const relatedCardSchema = z
  .object({ title: text, description: text, href: internalHref })
  .strict();

export const legalSchema = z
  .object({
    title: text,
    description: text,
    lastUpdated: isoDate,
    keywords: z.array(text).optional(),
    relatedTitle: text,
    related: z.array(relatedCardSchema).min(1),
  })
  .strict();

export const faqSchema = z
  .object({
    question: text,
    order: z.number().int().nonnegative(),
  })
  .strict();

const planBase = {
  title: text,
  order: z.number().int().nonnegative(),
  icon: z.enum(ICONS).optional(),
  summary: text.optional(),
};

export const planCardSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('overview'), ...planBase, icon: z.enum(ICONS), anchor: z.enum(['mobile', 'internet', 'tv', 'family']) })
    .strict(),
  z
    .object({
      kind: z.literal('mobile'),
      ...planBase,
      tab: z.enum(['prepaid', 'postpaid', 'data-only', 'voice-data']),
      images: z.array(imageSchema).min(1).max(2),
      checklist: z.array(text).min(3),
      guideLink: linkSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('internet'),
      ...planBase,
      icon: z.enum(ICONS),
      image: imageSchema,
      pros: z.array(text).min(2),
      cons: z.array(text).min(2),
    })
    .strict(),
  z
    .object({ kind: z.literal('tv'), ...planBase, image: imageSchema, features: z.array(text).min(2) })
    .strict(),
  z
    .object({ kind: z.literal('family'), ...planBase, icon: z.enum(ICONS), details: z.array(text).min(2) })
    .strict(),
  z
    .object({ kind: z.literal('factor'), ...planBase, factor: z.enum(['coverage', 'speed', 'price', 'contract', 'features']), visualization: text })
    .strict(),
]);

/* ---------- Page copy blocks (content/pages/<page>.mdx, `blocks` field) ---------- */

const iconItem = z.object({ title: text, text, icon: z.enum(ICONS) }).strict();

export const homeBlocksSchema = z
  .object({
    hero: z
      .object({ eyebrow: text, heading: text, lead: text, primaryCta: linkSchema, secondaryCta: linkSchema, image: imageSchema })
      .strict(),
    whyChoose: z.object({ heading: text, intro: text, items: z.array(iconItem).length(6) }).strict(),
    services: z
      .object({
        heading: text,
        intro: text,
        items: z
          .array(z.object({ title: text, text, icon: z.enum(ICONS), link: linkSchema }).strict())
          .length(4),
      })
      .strict(),
    process: z
      .object({
        heading: text,
        intro: text,
        steps: z
          .array(z.object({ title: text, text, link: linkSchema.optional() }).strict())
          .length(5),
      })
      .strict(),
    featuredGuides: z
      .object({
        heading: text,
        intro: text,
        cards: z
          .array(z.object({ category: text, title: text, excerpt: text, image: imageSchema, link: linkSchema }).strict())
          .length(8),
      })
      .strict(),
    stats: z
      .object({ heading: text, intro: text, items: z.array(z.object({ value: text, label: text }).strict()).min(3) })
      .strict(),
    pillars: z
      .object({ heading: text, items: z.array(iconItem).length(3) })
      .strict(),
    closing: z.object({ heading: text, text, ctas: z.array(linkSchema).min(2) }).strict(),
    marketContext: z.object({ heading: text }).strict(),
    help: z.object({ heading: text, intro: text }).strict(),
    newsletter: z
      .object({ heading: text, text, emailLabel: text, consentLabel: text, submitLabel: text, successNote: text })
      .strict(),
    advice: z.object({ heading: text, text, cta: linkSchema }).strict(),
  })
  .strict();

const message = z.object({ title: text, text }).strict();

/** Copy of the pages a form leads to (thank-you, confirm, unsubscribe, error). */
export const formsBlocksSchema = z
  .object({
    newsletterThanks: message,
    contactThanks: message,
    confirm: z.object({ confirmed: message, expired: message, invalid: message }).strict(),
    unsubscribe: z.object({ done: message, invalid: message, button: text }).strict(),
    error: z.object({ title: text, invalid: text, rate: text, server: text, back: text }).strict(),
  })
  .strict();

const headingIntro = { heading: text, intro: text };

export const ABOUT_CLAIMS = ['satisfaction', 'freshness', 'coverage', 'updateWindow'] as const;

export const aboutBlocksSchema = z
  .object({
    hero: z.object({ eyebrow: text, lead: text }).strict(),
    story: z
      .object({
        ...headingIntro,
        timeline: z
          .array(
            z
              .object({
                year: z.number().int().min(2019).max(2024),
                title: text,
                text,
                icon: z.enum(ICONS),
              })
              .strict(),
          )
          .length(6, 'needs one entry per year, 2019 to 2024')
          .refine((t) => t.every((e, i) => e.year === 2019 + i), 'years must run 2019 to 2024 in order'),
      })
      .strict(),
    mission: z
      .object({
        heading: text,
        text,
        promise: z.object({ heading: text, points: z.array(text).min(3).max(6) }).strict(),
      })
      .strict(),
    differentiators: z.object({ ...headingIntro, items: z.array(iconItem).length(9) }).strict(),
    principles: z
      .object({
        ...headingIntro,
        tabs: z.object({ overview: text, details: text, examples: text }).strict(),
        items: z
          .array(
            z
              .object({ title: text, icon: z.enum(ICONS), overview: text, details: text, examples: text })
              .strict(),
          )
          .length(5),
      })
      .strict(),
    impact: z
      .object({
        ...headingIntro,
        note: text,
        items: z
          .array(z.object({ claim: z.enum(ABOUT_CLAIMS), label: text }).strict())
          .length(4),
      })
      .strict(),
    team: z
      .object({
        ...headingIntro,
        roles: z.array(z.object({ title: text, description: text, icon: z.enum(ICONS) }).strict()).min(4),
      })
      .strict(),
    cta: z.object({ heading: text, text, ctas: z.array(linkSchema).min(2) }).strict(),
  })
  .strict();

export const CONTACT_ITEM_KEYS = ['general', 'helpdesk', 'support', 'leadership', 'privacy', 'terms', 'phone'] as const;

export const contactBlocksSchema = z
  .object({
    hero: z.object({ lead: text }).strict(),
    info: z
      .object({
        ...headingIntro,
        items: z
          .array(z.object({ key: z.enum(CONTACT_ITEM_KEYS), title: text, description: text }).strict())
          .length(7)
          .refine((items) => new Set(items.map((i) => i.key)).size === 7, 'each contact item once'),
        addressHeading: text,
      })
      .strict(),
    form: z
      .object({
        ...headingIntro,
        requiredNote: text,
        labels: z
          .object({ name: text, email: text, phone: text, subject: text, message: text, consent: text })
          .strict(),
        optional: text,
        messagePlaceholder: text,
        /** "{count}" and "{min}" are filled in: the live character count. */
        countTemplate: text,
        submit: text,
        sending: text,
        serverError: text,
        success: z.object({ title: text, text, close: text }).strict(),
      })
      .strict(),
  })
  .strict();

/** Shared interface copy: header, footer, skip link, cookie banner, legal layout and 404 page. */
export const uiBlocksSchema = z
  .object({
    layout: z
      .object({
        skipLink: text,
        mainNavLabel: text,
        headerCta: linkSchema,
        /** The offer comparison, beside 'Explore' in the header and in the phone menu. */
        compareLink: linkSchema,
        menuButton: text,
        mobileNavLabel: text,
        mobileCta: linkSchema,
        socialLabel: text,
        quickLinksHeading: text,
        legalHeading: text,
        contactHeading: text,
        homeLink: linkSchema,
      })
      .strict(),
    notFound: z
      .object({ eyebrow: text, title: text, text, links: z.array(linkSchema).min(1) })
      .strict(),
    cookieConsent: z
      .object({
        regionLabel: text,
        heading: text,
        text,
        policyLink: linkSchema,
        acceptAll: text,
        rejectOptional: text,
        customize: text,
        savePreferences: text,
        close: text,
        preferencesHeading: text,
        alwaysOn: text,
        categories: z
          .object({
            necessary: z.object({ title: text, text }).strict(),
            analytics: z.object({ title: text, text }).strict(),
            marketing: z.object({ title: text, text }).strict(),
            functional: z.object({ title: text, text }).strict(),
          })
          .strict(),
        badgeAction: text,
        settingsButton: text,
      })
      .strict(),
    legal: z.object({ lastUpdated: text, navLabel: text }).strict(),
  })
  .strict();

const sectionCopy = { heading: text, intro: text };
const pageHeaderCopy = z.object({ heading: text, lead: text }).strict();

export const plansBlocksSchema = z
  .object({
    header: pageHeaderCopy,
    /** Near the top: the catalogue of real offers and the total-cost comparison. */
    compareOffers: z.object({ heading: text, text, links: z.array(linkSchema).min(2).max(3) }).strict(),
    overview: z.object({ ...sectionCopy, exploreLabel: text }).strict(),
    mobile: z.object({ ...sectionCopy, tabsLabel: text, checklistHeading: text }).strict(),
    internet: z.object({ ...sectionCopy, prosHeading: text, consHeading: text }).strict(),
    tv: z.object({ ...sectionCopy, featuresHeading: text }).strict(),
    family: z.object({ ...sectionCopy, detailsHeading: text }).strict(),
    factors: z.object({ ...sectionCopy, visualizationLabel: text }).strict(),
    guidesCta: z.object({ heading: text, text, link: linkSchema }).strict(),
    advice: z
      .object({
        heading: text,
        intro: text,
        nameLabel: text,
        emailLabel: text,
        messageLabel: text,
        agreeLabel: text,
        submitLabel: text,
        sendingLabel: text,
        successText: text,
      })
      .strict(),
  })
  .strict();

/** A count message such as "{count} guides match": it must contain the placeholder. */
const countText = text.regex(/\{count\}/, 'must contain {count}');

export const guidesBlocksSchema = z
  .object({
    header: pageHeaderCopy,
    search: z
      .object({
        label: text,
        placeholder: text,
        submitLabel: text,
        loading: text,
        resultsOne: text,
        resultsMany: countText,
      })
      .strict(),
    tabs: z
      .object({
        label: text,
        items: z
          .object({
            all: text,
            beginners: text,
            comparisons: text,
            technical: text,
            money: text,
            advanced: text,
            insights: text,
          })
          .strict(),
      })
      .strict(),
    filters: z
      .object({
        openLabel: text,
        heading: text,
        closeLabel: text,
        lengthLegend: text,
        lengths: z.object({ short: text, medium: text, long: text }).strict(),
        levelLegend: text,
        levels: z.object({ Beginner: text, Intermediate: text, Advanced: text }).strict(),
        clearLabel: text,
        activeOne: text,
        activeMany: countText,
      })
      .strict(),
    featured: z.object(sectionCopy).strict(),
    list: z
      .object({
        heading: text,
        tocHeading: text,
        keyPointsHeading: text,
        imagesHeading: text,
        relatedHeading: text,
        fullArticleLabel: text,
      })
      .strict(),
    empty: z.object({ heading: text, text, resetLabel: text }).strict(),
    insights: z.object({ heading: text, text, resetLabel: text }).strict(),
    deepDives: z
      .object({
        ...sectionCopy,
        items: z
          .array(
            z
              .object({ title: text, text, icon: z.enum(ICONS), guides: z.array(slug).min(1) })
              .strict(),
          )
          .min(1),
      })
      .strict(),
    resources: z
      .object({
        ...sectionCopy,
        items: z
          .array(z.object({ title: text, text, icon: z.enum(ICONS), link: linkSchema }).strict())
          .min(1),
      })
      .strict(),
    guidePage: z
      .object({
        tocHeading: text,
        keyPointsHeading: text,
        relatedHeading: text,
        publishedLabel: text,
        updatedLabel: text,
        backLink: linkSchema,
      })
      .strict(),
  })
  .strict();

/**
 * Each page's blocks schema, keyed by the file name under content/pages.
 * A page added here must have a file; a file there must have a schema.
 */
export const pageBlocksSchemas: Record<string, z.ZodType> = {
  catalogue: catalogueBlocksSchema,
  compare: compareBlocksSchema,
  home: homeBlocksSchema,
  forms: formsBlocksSchema,
  about: aboutBlocksSchema,
  contact: contactBlocksSchema,
  ui: uiBlocksSchema,
  plans: plansBlocksSchema,
  guides: guidesBlocksSchema,
};

export const pageSchema = z
  .object({
    title: text,
    description: text,
    keywords: z.array(text).optional(),
    blocks: z.record(z.string(), z.unknown()),
  })
  .strict();

export type HomeBlocks = z.infer<typeof homeBlocksSchema>;
export type PlansBlocks = z.infer<typeof plansBlocksSchema>;
export type GuidesBlocks = z.infer<typeof guidesBlocksSchema>;
export type GuideFrontmatter = z.infer<typeof guideSchema>;
export type PlanCardFrontmatter = z.infer<typeof planCardSchema>;
export type AboutBlocks = z.infer<typeof aboutBlocksSchema>;
export type ContactBlocks = z.infer<typeof contactBlocksSchema>;
export type UiBlocks = z.infer<typeof uiBlocksSchema>;
