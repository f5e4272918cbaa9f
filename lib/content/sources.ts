/**
 * Sources and review dates of content: a guide cites at least two sources, an FAQ answer or a
 * plan card may cite some, and each is dated. The content check fails on a malformed link or
 * a consultation (`accessed`) date in the future.
 */
import { z } from '../validation/zod';

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
  .min(MIN_GUIDE_SOURCES, `needs at least ${MIN_GUIDE_SOURCES} sources (the regulator's or operator's own page where one exists)`);

/** An FAQ answer's or plan card's sources: optional. */
export const optionalSourcesSchema = z.array(sourceSchema).default([]);

export type Source = z.infer<typeof sourceSchema>;
