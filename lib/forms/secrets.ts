import 'server-only';
import crypto from 'node:crypto';
import type { Db } from '../db';
import { env } from '../server/env.mjs';

/**
 * The server secret for IP hashing and form timing tokens: FORM_SECRET when set, otherwise a
 * random value made once per database and kept in its settings table (so every instance
 * sharing the database agrees, and nothing secret is committed).
 */
export async function serverSecret(db: Db): Promise<string> {
  const configured = env().FORM_SECRET;
  if (configured) return configured;
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'form_secret')
    .executeTakeFirst();
  if (row) return row.value;
  const value = crypto.randomBytes(32).toString('hex');
  await db
    .insertInto('settings')
    .values({ key: 'form_secret', value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'form_secret')
    .executeTakeFirstOrThrow();
  return stored.value;
}

export function hmac(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('hex');
}

/** A visitor's IP as a keyed hash: the raw address is never stored. */
export function hashIp(secret: string, ip: string): string {
  return hmac(secret, `ip:${ip}`).slice(0, 32);
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function randomToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}
