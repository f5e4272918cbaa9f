/** content/pages/about.mdx */
import { z } from '../../../validation/zod';
import { headingIntro, icon, iconItem, linkSchema, text } from '../shared';

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
                icon,
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
              .object({ title: text, icon, overview: text, details: text, examples: text })
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
        roles: z.array(z.object({ title: text, description: text, icon }).strict()).min(4),
      })
      .strict(),
    cta: z.object({ heading: text, text, ctas: z.array(linkSchema).min(2) }).strict(),
  })
  .strict();

export type AboutBlocks = z.infer<typeof aboutBlocksSchema>;
