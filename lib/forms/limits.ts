import 'server-only';
import { env } from '../server/env.mjs';
import { z } from './validation/zod';
import { LIMITS, type Limit } from './rate-limit';

const ENV_LIMITS = { contact: 'RATE_LIMIT_CONTACT', newsletter: 'RATE_LIMIT_NEWSLETTER' } as const;

/** `RATE_LIMIT_CONTACT=5/600` = 5 submissions per 600 s per visitor (lib/server/env.mjs); defaults in rate-limit.ts. */
export function limitFor(form: keyof typeof LIMITS): Limit {
  return env()[ENV_LIMITS[form]] ?? LIMITS[form];
}

/**
 * What one character of a text field can take in a form body. Zod counts UTF-16 units, and a
 * unit from U+0800 to U+FFFF (Arabic presentation forms, CJK, "€") is 3 UTF-8 bytes, 9 once the
 * browser percent-encodes it (`%E2%82%AC`); an Arabic letter is 2 bytes, 6 encoded; a line break
 * posted as CR LF, 6. Multipart bodies carry the bytes raw, so they are smaller still.
 */
export const WORST_BYTES_PER_CHAR = 9;
/** A field with no length limit of its own in the schema (an email address, a phone number). */
const UNBOUNDED_FIELD_BYTES = 254 * 3;
/** Per field: its name, separators, or a multipart part's headers and boundary. */
const PER_FIELD_BYTES = 160;
/** The fields outside the schema: honeypot, timing token, and slack. */
const EXTRA_BYTES = 2048;

type JsonSchema = {
  type?: string;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
};

const bodyLimits = new WeakMap<object, number>();

/**
 * The largest form body a schema's fields can add up to in their worst encoding, so the size cap
 * never refuses what the form accepts (a contact message of 5,000 Arabic letters is 30 KB
 * URL-encoded, more than the old fixed 16 KB) while a body far beyond the fields' limits is
 * refused before it is read. Read from the schema itself (its JSON Schema: `maxLength`, enums).
 */
export function formBodyLimit(schema: z.ZodType): number {
  const known = bodyLimits.get(schema);
  if (known) return known;
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  let bytes = EXTRA_BYTES;
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    const longestEnum = Math.max(0, ...(field.enum ?? []).map((v) => String(v).length));
    const chars = field.maxLength ?? (longestEnum || undefined);
    bytes +=
      PER_FIELD_BYTES +
      name.length +
      (chars !== undefined
        ? chars * WORST_BYTES_PER_CHAR
        : field.type === 'boolean'
          ? 0
          : UNBOUNDED_FIELD_BYTES);
  }
  bodyLimits.set(schema, bytes);
  return bytes;
}
