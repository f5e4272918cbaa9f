import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db';
import { env } from '../server/env.mjs';

/** The name of the generated key's file, beside the database it serves (`<database>.form-secret`). */
export const SECRET_FILE_SUFFIX = '.form-secret';

/** Keys made for in-memory databases (`pglite:memory`), which die with the process as they do. */
const inMemory = new WeakMap<object, string>();

/**
 * Where the generated key of the database at `url` is kept: a file of its own, never inside the
 * database, so that a copy or backup of the database alone cannot recover the visitors' addresses
 * from their hashes. SQLite: beside the database file (`<file>.form-secret`); PGlite: beside its
 * directory; PostgreSQL: in the instance's state directory (systemd's STATE_DIRECTORY, else
 * ./data), named by the database, so instances on one machine share it (instances on several
 * machines need FORM_SECRET). null: in memory, for a database in memory (`pglite:memory`).
 */
export function secretFileFor(url: string, stateDir = process.env.STATE_DIRECTORY): string | null {
  if (url.startsWith('file:'))
    return `${path.resolve(url.slice('file:'.length))}${SECRET_FILE_SUFFIX}`;
  if (url === 'pglite:memory') return null;
  if (url.startsWith('pglite:'))
    return `${path.resolve(url.slice('pglite:'.length)).replace(/[\\/]+$/, '')}${SECRET_FILE_SUFFIX}`;
  const where = new URL(url);
  where.password = '';
  const name = crypto.createHash('sha256').update(where.toString()).digest('hex').slice(0, 16);
  const dir = stateDir?.split(':')[0] || 'data';
  return path.resolve(dir, `postgres-${name}${SECRET_FILE_SUFFIX}`);
}

/** Reads the key file, or creates it (owner-only, 0600) when missing; the first writer wins. */
function keyFile(file: string, fallback: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, `${fallback()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // link() never replaces: when another instance made the file first, its key is the key.
    fs.linkSync(partial, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The key an earlier version kept in the settings table, if any, removed from there. */
async function takeLegacyKey(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'form_secret')
    .executeTakeFirst();
  return row?.value ?? null;
}

/**
 * The server secret for IP hashing and form timing tokens: FORM_SECRET when set; otherwise a
 * random key made once per database and kept in a file of its own (`secretFileFor`), readable by
 * its owner only, which the database's backups do not include. Every instance sharing the SQLite
 * file shares the key file. A key that an earlier version kept in the database's
 * settings table moves to the file (so existing hashes still match) and is deleted from the table.
 */
export async function serverSecret(db: Db): Promise<string> {
  const configured = env().FORM_SECRET;
  if (configured) return configured;
  const file = secretFileFor(db.url ?? env().DATABASE_URL);
  const legacy = await takeLegacyKey(db);
  let secret: string;
  if (file) secret = keyFile(file, () => legacy ?? crypto.randomBytes(32).toString('hex'));
  else {
    if (!inMemory.has(db)) inMemory.set(db, legacy ?? crypto.randomBytes(32).toString('hex'));
    secret = inMemory.get(db)!;
  }
  if (legacy !== null) await db.deleteFrom('settings').where('key', '=', 'form_secret').execute();
  return secret;
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
