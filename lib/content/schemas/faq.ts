/** A question of the home page's FAQ: content/faq/<slug>.mdx (the body is the answer). */
import { z } from '../../validation/zod';
import { text } from './shared';

export const faqSchema = z
  .object({
    question: text,
    order: z.number().int().nonnegative(),
  })
  .strict();

export type FaqFrontmatter = z.infer<typeof faqSchema>;
