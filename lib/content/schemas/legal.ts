/** A legal document: content/legal/{privacy,terms,cookie-policy}.mdx. */
import { z } from '../../forms/validation/zod';
import { internalHref, isoDate, text } from './shared';

export const relatedCardSchema = z
  .object({ title: text, description: text, href: internalHref })
  .strict();

export const legalSchema = z
  .object({
    title: text,
    description: text,
    lastUpdated: isoDate,
    keywords: z.array(text).optional(),
    relatedTitle: text,
    related: z.array(relatedCardSchema).min(1),
  })
  .strict();
