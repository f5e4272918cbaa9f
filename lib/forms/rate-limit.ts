import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/types';

export type Limit = { points: number; windowMs: number };

/** Per-form limits for one visitor (keyed on the hashed IP). */
export const LIMITS = {
  contact: { points: 5, windowMs: 10 * 60 * 1000 },
  newsletter: { points: 5, windowMs: 10 * 60 * 1000 },
} satisfies Record<string, Limit>;

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window log in the shared database (so every instance behind a load balancer counts
 * together): a submission is allowed when the points of the key's accepted submissions in the
 * last `windowMs`, plus its own `points`, stay within the limit; so no address ever gets more
 * than the limit into ANY window of that length (a fixed window lets twice the limit through
 * across a boundary, and rate-limiter-flexible's limiters are fixed windows). A refused
 * submission is not recorded; its Retry-After is when enough of the oldest hits leave the window.
 * The check and the insert are atomic: one INSERT … SELECT … WHERE on SQLite (a single writer),
 * a transaction holding an advisory lock on the key on PostgreSQL.
 */
export async function consume(
  db: Db,
  key: string,
  limit: Limit,
  now = Date.now(),
  points = 1,
): Promise<LimitResult> {
  const since = new Date(now - limit.windowMs).toISOString();
  const hit = {
    key,
    at: new Date(now).toISOString(),
    points,
    expires_at: new Date(now + limit.windowMs).toISOString(),
  };
  if (db.dialectName === 'sqlite') {
    // One statement, atomic on SQLite's single writer: insert the hit only if it fits.
    const res = await sql`
      insert into rate_limit_hits (key, at, points, expires_at)
      select ${hit.key}, ${hit.at}, ${hit.points}, ${hit.expires_at}
      where (select coalesce(sum(points), 0) from rate_limit_hits where key = ${key} and at > ${since})
        + ${points} <= ${limit.points}`.execute(db);
    if (Number(res.numAffectedRows ?? 0) === 1) return { allowed: true };
    return refused(db, key, since, limit, now, points);
  }
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const { used } = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('used'))
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(used) + points > limit.points) return refused(trx, key, since, limit, now, points);
    await trx.insertInto('rate_limit_hits').values(hit).execute();
    return { allowed: true as const };
  });
}

/** Retry-After for a refused submission: when enough of the oldest hits leave the window. */
async function refused(
  db: Kysely<Database>,
  key: string,
  since: string,
  limit: Limit,
  now: number,
  points: number,
): Promise<LimitResult> {
  const hits = await db
    .selectFrom('rate_limit_hits')
    .select(['at', 'points'])
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  let left = hits.reduce((n, h) => n + Number(h.points), 0);
  let freeAt = now + limit.windowMs;
  for (const h of hits) {
    left -= Number(h.points);
    if (left + points <= limit.points) {
      freeAt = Date.parse(h.at) + limit.windowMs;
      break;
    }
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

export async function pruneRateLimits(db: Db, now = new Date()) {
  const res = await db
    .deleteFrom('rate_limit_hits')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
