/** content/pages/guides.mdx: the Guides library's copy. */
import { z } from '../../../forms/validation/zod';
import { CATEGORY_TABS, GUIDE_LENGTHS, GUIDE_LEVELS } from '../../constants';
import {
  headingIntro,
  headingIntroHint,
  icon,
  labelsFor,
  linkSchema,
  pageHeaderCopy,
  pluralForms,
  slug,
  text,
} from '../shared';

export const guidesBlocksSchema = z
  .object({
    header: pageHeaderCopy,
    search: z
      .object({
        label: text,
        placeholder: text,
        submitLabel: text,
        /** The status line under the search box, by the number of matches. */
        results: pluralForms,
      })
      .strict(),
    tabs: z
      .object({
        label: text,
        items: labelsFor(CATEGORY_TABS),
      })
      .strict(),
    filters: z
      .object({
        openLabel: text,
        heading: text,
        closeLabel: text,
        lengthLegend: text,
        lengths: labelsFor(GUIDE_LENGTHS),
        levelLegend: text,
        levels: labelsFor(GUIDE_LEVELS),
        clearLabel: text,
        /** The filter toggle's badge, by the number of active filters. */
        active: pluralForms,
      })
      .strict(),
    featured: z.object(headingIntroHint).strict(),
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
        ...headingIntro,
        items: z
          .array(z.object({ title: text, text, icon, guides: z.array(slug).min(1) }).strict())
          .min(1),
      })
      .strict(),
    resources: z
      .object({
        ...headingIntro,
        items: z.array(z.object({ title: text, text, icon, link: linkSchema }).strict()).min(1),
      })
      .strict(),
    guidePage: z
      .object({
        tocHeading: text,
        keyPointsHeading: text,
        relatedHeading: text,
        publishedLabel: text,
        /** A guide's reading time, by its minutes ("8 min read"), on its page and in lists. */
        readingTime: pluralForms,
        updatedLabel: text,
        backLink: linkSchema,
      })
      .strict(),
  })
  .strict();

export type GuidesBlocks = z.infer<typeof guidesBlocksSchema>;
