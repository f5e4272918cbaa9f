import { sql } from 'kysely';
import type { Db } from '../db';

export type Limit = { points: number; windowMs: number };

/** Per-form limits for one visitor (keyed on the hashed IP). */
export const LIMITS = {
  contact: { points: 5, windowMs: 10 * 60 * 1000 },
  newsletter: { points: 5, windowMs: 10 * 60 * 1000 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counter in the shared database (so every instance behind a load balancer
 * counts together). Returns whether the request is allowed and, if not, seconds to wait.
 */
export async function consume(db: Db, key: string, limit: Limit, now = Date.now()) {
  const window = Math.floor(now / limit.windowMs);
  const expiresAt = new Date((window + 1) * limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `${key}:${window}`, count: 1, expires_at: expiresAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count <= limit.points) return { allowed: true as const, remaining: limit.points - count };
  return {
    allowed: false as const,
    retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * limit.windowMs - now) / 1000)),
  };
}

export async function pruneRateLimits(db: Db, now = new Date()) {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now.toISOString()).execute();
}
