import { sql } from 'kysely';
import type { Db } from '../db';

export type Limit = { points: number; windowMs: number };

/** Per-form limits for one visitor (keyed on the hashed IP). */
export const LIMITS = {
  contact: { points: 5, windowMs: 10 * 60 * 1000 },
  newsletter: { points: 5, windowMs: 10 * 60 * 1000 },
} satisfies Record<string, Limit>;

export type LimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window log in the shared database (so every instance behind a load balancer counts
 * together): a submission is allowed when the points of the key's accepted submissions in the
 * last `windowMs`, plus its own `points`, stay within the limit; so no address ever gets more
 * than the limit into ANY window of that length (a fixed window lets twice the limit through
 * across a boundary, and rate-limiter-flexible's limiters are fixed windows). A refused
 * submission is not recorded; its Retry-After is when enough of the oldest hits leave the window.
 * The check and the insert run in one transaction, serialised per key (SQLite has one writer;
 * PostgreSQL takes a transaction-scoped advisory lock on the key).
 */
export async function consume(
  db: Db,
  key: string,
  limit: Limit,
  now = Date.now(),
  points = 1,
): Promise<LimitResult> {
  const since = new Date(now - limit.windowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    if (db.dialectName === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const { used } = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('used'))
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    const total = Number(used);
    if (total + points <= limit.points) {
      await trx
        .insertInto('rate_limit_hits')
        .values({
          key,
          at: new Date(now).toISOString(),
          points,
          expires_at: new Date(now + limit.windowMs).toISOString(),
        })
        .execute();
      return { allowed: true as const, remaining: limit.points - total - points };
    }
    // Oldest first: drop hits until what is left plus this submission fits.
    const hits = await trx
      .selectFrom('rate_limit_hits')
      .select(['at', 'points'])
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    let left = total;
    let freeAt = now + limit.windowMs;
    for (const h of hits) {
      left -= Number(h.points);
      if (left + points <= limit.points) {
        freeAt = Date.parse(h.at) + limit.windowMs;
        break;
      }
    }
    return {
      allowed: false as const,
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)),
    };
  });
}

export async function pruneRateLimits(db: Db, now = new Date()) {
  const res = await db
    .deleteFrom('rate_limit_hits')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
