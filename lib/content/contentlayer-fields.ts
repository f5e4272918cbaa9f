/**
 * The adapter from the zod schemas to contentlayer2's field definitions.
 *
 * contentlayer2 0.5.8 copies into a generated document only the frontmatter keys its
 * type declares (an undeclared key is dropped, with a warning unless `onExtraFieldData`
 * is 'ignore'), and it does not check enum values or nested shapes. So every top-level
 * key of a collection's zod schema is declared here as an optional `json` field: the
 * generated document then carries the frontmatter exactly as YAML gave it, and
 * lib/content parses it with the same zod schema the content check used. contentlayer
 * keeps file discovery, the MDX body and the computed fields; zod owns the model.
 */
import type { z } from 'zod';

type JsonField = { type: 'json'; required: false };

/** The frontmatter keys a schema allows: an object's keys, or every key of a union's options. */
export function schemaKeys(schema: z.ZodType): string[] {
  const def = schema.def as {
    type: string;
    shape?: Record<string, unknown>;
    options?: z.ZodType[];
    in?: z.ZodType;
  };
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'union' && def.options) return [...new Set(def.options.flatMap(schemaKeys))];
  if (def.type === 'pipe' && def.in) return schemaKeys(def.in);
  throw new Error(`contentlayer-fields: cannot list the keys of a zod "${def.type}" schema`);
}

/** contentlayer2 field definitions for every frontmatter key of a schema. */
export function frontmatterFields(schema: z.ZodType): Record<string, JsonField> {
  return Object.fromEntries(
    schemaKeys(schema).map((key) => [key, { type: 'json', required: false }]),
  );
}
