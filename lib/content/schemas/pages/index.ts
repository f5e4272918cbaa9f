/**
 * Page copy: content/pages/<slug>.mdx holds a page's title, description and `blocks`,
 * and `blocks` is checked against the schema this map gives for <slug>.
 * A page added here must have a file; a file there must have an entry here.
 */
import { z } from '../../../forms/validation/zod';
import { text } from '../shared';
import { aboutBlocksSchema } from './about';
import { catalogueBlocksSchema, compareBlocksSchema } from './catalogue';
import { complainBlocksSchema } from './complain';
import { contactBlocksSchema } from './contact';
import { formsBlocksSchema } from './forms';
import { guidesBlocksSchema } from './guides';
import { homeBlocksSchema } from './home';
import { methodologyBlocksSchema } from './methodology';
import { newsletterBlocksSchema } from './newsletter';
import { plansBlocksSchema } from './plans';
import { remindBlocksSchema } from './remind';
import { uiBlocksSchema } from './ui';

export * from './about';
export * from './catalogue';
export * from './complain';
export * from './contact';
export * from './forms';
export * from './guides';
export * from './home';
export * from './methodology';
export * from './newsletter';
export * from './plans';
export * from './remind';
export * from './ui';

export const pageBlocksSchemas = {
  home: homeBlocksSchema,
  forms: formsBlocksSchema,
  about: aboutBlocksSchema,
  contact: contactBlocksSchema,
  ui: uiBlocksSchema,
  plans: plansBlocksSchema,
  guides: guidesBlocksSchema,
  catalogue: catalogueBlocksSchema,
  compare: compareBlocksSchema,
  methodology: methodologyBlocksSchema,
  newsletter: newsletterBlocksSchema,
  complain: complainBlocksSchema,
  remind: remindBlocksSchema,
} as const;

export type PageSlug = keyof typeof pageBlocksSchemas;
export type PageBlocks<S extends PageSlug> = z.infer<(typeof pageBlocksSchemas)[S]>;

export function isPageSlug(slug: string): slug is PageSlug {
  return Object.hasOwn(pageBlocksSchemas, slug);
}

/** The frontmatter every page file shares; `blocks` is checked by the page's own schema. */
export const pageSchema = z
  .object({
    title: text,
    description: text,
    keywords: z.array(text).optional(),
    blocks: z.record(z.string(), z.unknown()),
  })
  .strict();
