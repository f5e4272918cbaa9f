/**
 * What contentlayer2 adds to a document beside its frontmatter: the MDX body and the
 * computed fields of contentlayer.config.ts. lib/content parses these too, so a getter's
 * type is z.infer of the frontmatter schema and of these, with nothing loosely typed.
 */
import { z } from '../../forms/validation/zod';

export const mdxBodySchema = z.object({ raw: z.string(), code: z.string() });

export const tocSchema = z.array(
  z.object({ depth: z.union([z.literal(2), z.literal(3)]), text: z.string(), id: z.string() }),
);

/** Every document: its file name as slug, and its MDX body. */
export const generatedBase = { slug: z.string(), body: mdxBodySchema };

export const guideGenerated = z.object({
  ...generatedBase,
  url: z.string(),
  toc: tocSchema,
  readingMinutes: z.number().int().positive(),
});

export const legalGenerated = z.object({ ...generatedBase, url: z.string(), toc: tocSchema });

export const plainGenerated = z.object(generatedBase);

export type TocEntries = z.infer<typeof tocSchema>;
