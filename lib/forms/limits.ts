import 'server-only';
import { env } from '../env.mjs';
import { LIMITS, type Limit } from './rate-limit';

const ENV_LIMITS = { contact: 'RATE_LIMIT_CONTACT', newsletter: 'RATE_LIMIT_NEWSLETTER' } as const;

/** `RATE_LIMIT_CONTACT=5/600` = 5 submissions per 600 s per visitor (lib/env.mjs); defaults in rate-limit.ts. */
export function limitFor(form: keyof typeof LIMITS): Limit {
  return env()[ENV_LIMITS[form]] ?? LIMITS[form];
}
