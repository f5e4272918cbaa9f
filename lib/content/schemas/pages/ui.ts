/** content/pages/ui.mdx: shared interface copy (header, footer, skip link, cookie banner, legal layout, 404). */
import { z } from '../../../forms/validation/zod';
import { SITE_ROUTE_KEYS } from '../../../navigation/routes';
import { labelsFor, linkSchema, pluralForms, text, withSlots } from '../shared';

const category = z.object({ title: text, text }).strict();

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
        /** The language switch: the other language's name, written in that language ("العربية" on English pages). */
        languageSwitch: text,
      })
      .strict(),
    /** The site's own words: titles' suffix, tagline, description, keywords, contact hours. */
    site: z
      .object({
        /** After every page title ("Plans | ClearSignal - UAE Telecom Guide") and on share images. */
        titleSuffix: text,
        tagline: text,
        /** The site's description for search engines and structured data. */
        description: text,
        /** Search keywords of every page (a page adds its own). */
        keywords: z.array(text).min(1),
        /** When the phone is answered. */
        contactHours: text,
        /** The promise after a contact message (the form's dialog and the thank-you page). */
        responsePromise: text,
        /** The footer's last line. */
        copyright: withSlots('year', 'name'),
        /** A social profile's icon, read aloud. */
        socialProfile: withSlots('name', 'network', 'handle'),
        /** The guides' Atom feed, as browsers list it. */
        feedTitle: text,
      })
      .strict(),
    /** The name of every route of lib/navigation/routes.ts (header, footer, breadcrumbs). */
    routes: labelsFor(SITE_ROUTE_KEYS),
    breadcrumbLabel: text,
    /** The accessible name of a wide table's scrolling region in guides and legal pages. */
    tableLabel: text,
    /** Share images: their alt texts and the guide image's line under the title. */
    share: z
      .object({
        alt: text,
        guideAlt: text,
        planAlt: text,
        /** The default image's alt (public/og-default.png). */
        defaultAlt: text,
        guideKicker: withSlots('readingTime'),
      })
      .strict(),
    notFound: z
      .object({ eyebrow: text, title: text, text, links: z.array(linkSchema).min(1) })
      .strict(),
    cookieConsent: z
      .object({
        regionLabel: text,
        heading: text,
        /** Two short paragraphs, not one long one: on a phone neither may outsize a page's lead. */
        text,
        textMore: text,
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
            necessary: category,
            analytics: category,
            marketing: category,
            functional: category,
          })
          .strict(),
        /** The badge once a choice is stored: "3 optional categories accepted", by plural category. */
        badge: pluralForms,
        badgeAction: text,
        settingsButton: text,
      })
      .strict(),
    legal: labelsFor(['lastUpdated', 'navLabel']),
    /** On a translated page made from an earlier revision of its English original. */
    translation: labelsFor(['behind', 'readOriginal']),
    /** The banner on a draft's page (`npm run dev`, a preview build; components/content/draft-banner.tsx). */
    draft: labelsFor(['label', 'text']),
    /** Labels of sources and review dates (guide pages, FAQ answers, plan cards). */
    content: z
      .object({
        sourcesHeading: text,
        accessedLabel: text,
        reviewedLabel: text,
        noOptionalServices: text,
        /** After a source in the other language: "(in Arabic)", "(بالإنجليزية)". */
        otherLanguage: text,
      })
      .strict(),
  })
  .strict();

export type UiBlocks = z.infer<typeof uiBlocksSchema>;
