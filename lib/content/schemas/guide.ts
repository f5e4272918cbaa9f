/** A guide: content/guides/<slug>.mdx. */
import { z } from '../../forms/validation/zod';
import { GUIDE_CATEGORIES, GUIDE_LEVELS, GUIDE_TOPICS } from '../constants';
import { guideSourcesSchema } from '../sources';
import { draft, imageSchema, isoDate, slug, text } from './shared';

export const guideSchema = z
  .object({
    title: text,
    category: z.enum(GUIDE_CATEGORIES),
    /** The spec's topic, shown on the guide's home page card (GUIDE_TOPICS). */
    topic: z.enum(GUIDE_TOPICS),
    level: z.enum(GUIDE_LEVELS),
    brief: text.max(240, 'must be at most 240 characters'),
    publishedAt: isoDate,
    updatedAt: isoDate.optional(),
    featured: z.boolean().default(false),
    /** Position among the featured guides (home page cards, guides library): required when featured. */
    featuredOrder: z.number().int().positive().optional(),
    keyPoints: z.array(text).min(3, 'needs at least 3 key points').max(8),
    images: z.array(imageSchema).length(2, 'needs exactly 2 images'),
    related: z.array(slug).max(4).default([]),
    /** What the guide is based on: at least two, the regulator's or operator's own page where one exists. */
    sources: guideSourcesSchema,
    draft,
  })
  .strict();
