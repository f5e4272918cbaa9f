/** A question of the home page's FAQ: content/faq/<slug>.mdx (the body is the answer). */
import { z } from '../../forms/validation/zod';
import { optionalSourcesSchema, pastDate } from '../sources';
import { text } from './shared';

export const faqSchema = z
  .object({
    question: text,
    order: z.number().int().nonnegative(),
    /** The day the answer was last checked against its sources; shown as "Reviewed <date>". */
    reviewedAt: pastDate,
    sources: optionalSourcesSchema,
  })
  .strict();
