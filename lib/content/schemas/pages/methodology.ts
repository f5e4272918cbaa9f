/** content/pages/methodology.mdx: the body is the method (its ## sections); blocks are the page's other copy. */
import { z } from '../../../forms/validation/zod';
import { linkSchema, pageHeaderCopy, text } from '../shared';

export const methodologyBlocksSchema = z
  .object({
    header: pageHeaderCopy,
    report: z.object({ heading: text, text, link: linkSchema }).strict(),
    corrections: z
      .object({
        heading: text,
        intro: text,
        dateLabel: text,
        pageLabel: text,
        changeLabel: text,
        empty: text,
      })
      .strict(),
  })
  .strict();

export type MethodologyBlocks = z.infer<typeof methodologyBlocksSchema>;
