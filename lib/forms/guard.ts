import crypto from 'node:crypto';
import type { Db } from '../db';
import { DEFAULT_FORM_MIN_FILL_MS, env } from '../server/env.mjs';
import { hmac, sha256 } from './secrets';

export { HONEYPOT_FIELD, STARTED_FIELD } from './fields';

/**
 * A person needs longer than this between seeing a form and sending it. `FORM_MIN_FILL_MS`
 * shortens it for the end-to-end server only (`judgeSubmission` reads it per post).
 */
export const MIN_FILL_MS = DEFAULT_FORM_MIN_FILL_MS;
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * A submission without a usable timing token (no JavaScript, or a token already used) counts
 * this many times against the visitor's rate limit: the stricter path, which still lets a
 * person without JavaScript through (twice in the default 5 per 10 minutes).
 */
export const UNTIMED_POINTS = 2;

const TOKEN_SIG_LENGTH = 24;
const NONCE_BYTES = 8;

/**
 * A token as the server signs it: `<ms>.<nonce>.<signature>`, or without a nonce the format from
 * before it, which a page open across a deploy may still hold (valid for its day, rather than
 * taken for a forgery and its message silently dropped).
 */
function signed(secret: string, now: number, nonce?: string): string {
  const body = nonce ? `${now}.${nonce}` : String(now);
  return `${body}.${hmac(secret, `started:${body}`).slice(0, TOKEN_SIG_LENGTH)}`;
}

/**
 * A signed "form shown at" time. The random nonce makes every token unique: without it, two
 * visitors shown a form in the same millisecond (on one instance, or on two sharing the secret)
 * got the same token, and whoever sent second was charged the rate of a spent token.
 */
export function startedToken(
  secret: string,
  now = Date.now(),
  nonce = crypto.randomBytes(NONCE_BYTES).toString('hex'),
): string {
  return signed(secret, now, nonce);
}

/** Constant-time comparison of two signatures (no early exit an attacker could time). */
function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * How a submission's bot checks read:
 * - `automated`: honeypot filled, or a timing token that is forged, too fresh or too old; such a
 *   submission is answered exactly as a person's and stores nothing ("too fresh": sooner than
 *   `minFillMs`, the environment's FORM_MIN_FILL_MS, by default MIN_FILL_MS);
 * - `untimed`: no token (a form posted without JavaScript: the token is fetched by script);
 * - `{ token }`: a genuine token of the right age; whether it was used already is up to the
 *   caller (`tokenUsed`), since that needs the database.
 */
export function judgeSubmission(
  secret: string,
  form: { honeypot?: string; started?: string },
  now = Date.now(),
  minFillMs = env().FORM_MIN_FILL_MS,
): 'automated' | 'untimed' | { token: string; issuedAt: number } {
  if (form.honeypot && form.honeypot.trim() !== '') return 'automated';
  if (!form.started) return 'untimed';
  // Strictly `<digits>.<nonce>.<signature>` (or the older `<digits>.<signature>`): a token with
  // anything added (`<token>.1`) would hash to a fresh "unused" token, so the whole string must
  // be exactly the one the server signs.
  const m = /^(\d{1,16})\.(?:([0-9a-f]{16})\.)?[0-9a-f]+$/.exec(form.started);
  const t = m ? Number(m[1]) : NaN;
  if (!m || !Number.isSafeInteger(t)) return 'automated';
  if (!sameSignature(signed(secret, t, m[2]), form.started)) return 'automated';
  const age = now - t;
  if (age < minFillMs || age > MAX_AGE_MS) return 'automated';
  return { token: form.started, issuedAt: t };
}

/** True when the submission looks automated (see `judgeSubmission`). */
export function looksAutomated(
  secret: string,
  form: { honeypot?: string; started?: string },
  now = Date.now(),
): boolean {
  return judgeSubmission(secret, form, now) === 'automated';
}

/** Whether this timing token has been used for a stored submission already. */
export async function tokenUsed(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('used_form_tokens')
    .select('token_hash')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  return Boolean(row);
}

/** Records a token as used until it would have expired anyway; false if it was already. */
export async function spendToken(db: Db, token: string, issuedAt: number): Promise<boolean> {
  const res = await db
    .insertInto('used_form_tokens')
    .values({
      token_hash: sha256(token),
      expires_at: new Date(issuedAt + MAX_AGE_MS).toISOString(),
    })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function pruneUsedTokens(db: Db, now = new Date()): Promise<number> {
  const res = await db
    .deleteFrom('used_form_tokens')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
