import { LIMITS, type Limit } from './rate-limit';

/** `RATE_LIMIT_CONTACT=5/600` = 5 submissions per 600 s per visitor; defaults in rate-limit.ts. */
export function limitFor(form: keyof typeof LIMITS): Limit {
  const raw = process.env[`RATE_LIMIT_${form.toUpperCase()}`];
  const m = raw?.match(/^(\d+)\/(\d+)$/);
  return m ? { points: Number(m[1]), windowMs: Number(m[2]) * 1000 } : LIMITS[form];
}
