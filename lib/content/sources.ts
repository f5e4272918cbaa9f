/**
 * Sources and review dates of content: a guide cites at least two sources, an FAQ answer or a
 * plan card may cite some, and each is dated. The content check fails on a malformed link or
 * a consultation (`accessed`) date in the future.
 */
import { z } from '../forms/validation/zod';

const today = () => new Date().toISOString().slice(0, 10);

/** A YAML date or "YYYY-MM-DD" that is not after today (the day the check runs, UTC). */
export const pastDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'))
  .refine((d) => d <= today(), { message: 'must not be in the future' });

const webUrl = z
  .string()
  .trim()
  .refine((u) => {
    try {
      const url = new URL(u);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'must be a full http(s) address such as https://tdra.gov.ae/...');

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const sourceSchema = z
  .object({
    title: nonEmpty,
    url: webUrl,
    publisher: nonEmpty,
    /** The day we last consulted the source. */
    accessed: pastDate,
  })
  .strict();

export const MIN_GUIDE_SOURCES = 2;

/** A guide's sources: at least two. */
export const guideSourcesSchema = z
  .array(sourceSchema)
  .min(
    MIN_GUIDE_SOURCES,
    `needs at least ${MIN_GUIDE_SOURCES} sources (the regulator's or operator's own page where one exists)`,
  );

/** An FAQ answer's or plan card's sources: optional. */
export const optionalSourcesSchema = z.array(sourceSchema).default([]);

export type Source = z.infer<typeof sourceSchema>;

/** A publication the text says reported something: "reported by X", "told X", "according to X". */
const ATTRIBUTION =
  /\b(?:reported by|told|according to)\s+(?:the\s+)?([A-Z][\w&'’-]*(?:\s+(?:[A-Z][\w&'’-]*|of|and)(?=\s+[A-Z]|[^\w]|$))*)/g;

/**
 * The publications a text credits ("as reported by Gulf News", "told Emirates Today") that none
 * of its sources names, in its title or as publisher: a reader who is told where a fact was
 * reported must find that report among the sources. "X and Y" credits both.
 */
export function uncitedAttributions(body: string, sources: Pick<Source, 'title' | 'publisher'>[]) {
  const cited = sources.map((s) => `${s.title} ${s.publisher}`.toLowerCase());
  const names = [...body.matchAll(ATTRIBUTION)].flatMap((m) =>
    m[1].split(/\s+and\s+/).map((n) => n.replace(/\s+(?:and|of)$/, '')),
  );
  return [...new Set(names)].filter((name) => !cited.some((c) => c.includes(name.toLowerCase())));
}
