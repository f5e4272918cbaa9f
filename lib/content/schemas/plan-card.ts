/** A card of the Plans page: content/plans/<section>/<slug>.mdx (not plans/catalogue/). */
import { z } from '../../forms/validation/zod';
import { optionalSourcesSchema, pastDate } from '../sources';
import { icon, imageSchema, linkSchema, text } from './shared';

const planBase = {
  title: text,
  order: z.number().int().nonnegative(),
  icon,
  summary: text.optional(),
  /** The day the card was last checked; shown as "Reviewed <date>". */
  reviewedAt: pastDate,
  sources: optionalSourcesSchema,
};

export const planCardSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('overview'),
      ...planBase,
      summary: text,
      anchor: z.enum(['mobile', 'internet', 'tv', 'family']),
    })
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
      image: imageSchema,
      pros: z.array(text).min(2),
      cons: z.array(text).min(2),
    })
    .strict(),
  z
    .object({
      kind: z.literal('tv'),
      ...planBase,
      image: imageSchema,
      features: z.array(text).min(2),
    })
    .strict(),
  z
    .object({ kind: z.literal('family'), ...planBase, icon, details: z.array(text).min(2) })
    .strict(),
  z
    .object({
      kind: z.literal('factor'),
      ...planBase,
      factor: z.enum(['coverage', 'speed', 'price', 'contract', 'features']),
      visualization: text,
    })
    .strict(),
]);
