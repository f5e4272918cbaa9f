/** content/pages/home.mdx */
import { z } from '../../../forms/validation/zod';
import { GUIDE_TOPICS } from '../../constants';
import { icon, iconItem, imageSchema, linkSchema, text } from '../shared';
import { statItem } from './about';

export const homeBlocksSchema = z
  .object({
    hero: z
      .object({
        eyebrow: text,
        heading: text,
        lead: text,
        primaryCta: linkSchema,
        secondaryCta: linkSchema,
        image: imageSchema,
      })
      .strict(),
    whyChoose: z
      .object({ heading: text, intro: text, items: z.array(iconItem).length(6) })
      .strict(),
    services: z
      .object({
        heading: text,
        intro: text,
        items: z.array(z.object({ title: text, text, icon, link: linkSchema }).strict()).length(4),
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
        /** The cards are the guides marked `featured:` (in featuredOrder); this is their link text. */
        readMore: text,
        /** Each card's topic label, by the guide's `topic:` (GUIDE_TOPICS). */
        topics: z.record(z.enum(GUIDE_TOPICS), text),
      })
      .strict(),
    stats: z.object({ heading: text, intro: text, items: z.array(statItem).min(3) }).strict(),
    pillars: z.object({ heading: text, items: z.array(iconItem).length(3) }).strict(),
    closing: z.object({ heading: text, text, ctas: z.array(linkSchema).min(2) }).strict(),
    marketContext: z.object({ heading: text }).strict(),
    help: z.object({ heading: text, intro: text }).strict(),
    newsletter: z
      .object({
        heading: text,
        text,
        emailLabel: text,
        consentLabel: text,
        submitLabel: text,
        successNote: text,
      })
      .strict(),
    advice: z.object({ heading: text, text, cta: linkSchema }).strict(),
  })
  .strict();
