/** content/pages/ui.mdx: shared interface copy (header, footer, skip link, cookie banner, legal layout, 404). */
import { z } from '../../../validation/zod';
import { linkSchema, text } from '../shared';

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
          .object({ necessary: category, analytics: category, marketing: category, functional: category })
          .strict(),
        badgeAction: text,
        settingsButton: text,
      })
      .strict(),
    legal: z.object({ lastUpdated: text, navLabel: text }).strict(),
    /** Labels of sources and review dates (guide pages, FAQ answers, plan cards). */
    content: z
      .object({ sourcesHeading: text, accessedLabel: text, reviewedLabel: text, noOptionalServices: text })
      .strict(),
  })
  .strict();

export type UiBlocks = z.infer<typeof uiBlocksSchema>;
