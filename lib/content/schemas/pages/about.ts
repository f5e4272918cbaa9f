/** content/pages/about.mdx */
import { z } from '../../../forms/validation/zod';
import { STAT_KEYS } from '../../stats';
import { CATALOGUE_TYPES } from '../../../catalogue/constants';
import {
  headingIntro,
  headingIntroHint,
  icon,
  iconItem,
  linkSchema,
  pluralForms,
  text,
} from '../shared';

type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** A figure of a stat band: which computed figure (lib/content/stats.ts) and its label. */
export const statItem = z.object({ stat: z.enum(STAT_KEYS), label: text }).strict();

export const aboutBlocksSchema = z
  .object({
    hero: z.object({ eyebrow: text, lead: text }).strict(),
    story: z
      .object({
        ...headingIntro,
        /**
         * The timeline is the editorial history the content shows (lib/content/stats.ts):
         * these are the titles of its kinds of entry; "{topic}" is filled in.
         */
        timeline: z
          .object({
            first: text,
            topic: text.regex(/\{topic\}/, 'must contain {topic}'),
            latest: text,
          })
          .strict(),
      })
      .strict(),
    mission: z
      .object({
        heading: text,
        text,
        promise: z.object({ heading: text, points: z.array(text).min(3).max(6) }).strict(),
      })
      .strict(),
    differentiators: z
      .object({
        ...headingIntro,
        /** An item's text may use {plans}, {coverage} and {missing}: lib/content/catalogue-coverage.ts. */
        items: z.array(iconItem).length(9),
        /** The words of what the plan catalogue covers, counted from its content. */
        catalogue: z
          .object({
            plans: pluralForms,
            entry: text.regex(
              /\{type\}.*\{count\}|\{count\}.*\{type\}/,
              'must contain {type} and {count}',
            ),
            separator: z.string().min(1),
            missing: text.regex(/\{list\}/, 'must contain {list}'),
            types: z
              .object(
                Object.fromEntries(CATALOGUE_TYPES.map((k) => [k, text])) as Record<
                  CatalogueType,
                  typeof text
                >,
              )
              .strict(),
          })
          .strict(),
      })
      .strict(),
    principles: z
      .object({
        ...headingIntroHint,
        tabs: z.object({ overview: text, details: text, examples: text }).strict(),
        items: z
          .array(
            z.object({ title: text, icon, overview: text, details: text, examples: text }).strict(),
          )
          .length(5),
      })
      .strict(),
    impact: z
      .object({
        ...headingIntro,
        note: text,
        items: z.array(statItem).length(4),
      })
      .strict(),
    team: z
      .object({
        ...headingIntro,
        roles: z.array(z.object({ title: text, description: text, icon }).strict()).min(4),
      })
      .strict(),
    cta: z.object({ heading: text, text, ctas: z.array(linkSchema).min(2) }).strict(),
  })
  .strict();
