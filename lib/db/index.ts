import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { env } from '../server/env.mjs';
import { migrationProvider, type Dialect } from './migrations';
import type { Database } from './types';

export type Db = Kysely<Database> & {
  dialectName: Dialect;
  /** The DATABASE_URL it was opened with (lib/forms/secrets.ts keeps its key file beside it). */
  url?: string;
};

export { DEFAULT_DATABASE_URL } from '../server/env.mjs';

/**
 * Opens the database named by a URL:
 * - `file:./data/x.db` (default): SQLite through better-sqlite3, WAL mode, created on first use;
 * - `postgres://…` / `postgresql://…`: PostgreSQL through `pg`;
 * - `pglite:memory` or `pglite:./dir`: the real PostgreSQL engine in-process (tests).
 */
export async function openDb(url = env().DATABASE_URL): Promise<Db> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { Pool } = await import('pg');
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 10 }) }),
    });
    dialect = 'postgres';
  } else if (url.startsWith('pglite:')) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGliteDialect } = await import('kysely-pglite-dialect');
    const where = url.slice('pglite:'.length);
    const pg = where === 'memory' ? new PGlite() : new PGlite(where);
    db = new Kysely<Database>({ dialect: new PGliteDialect(pg) });
    dialect = 'postgres';
  } else if (url.startsWith('file:')) {
    const file = path.resolve(url.slice('file:'.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { default: SQLite } = await import('better-sqlite3');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    dialect = 'sqlite';
  } else {
    throw new Error(
      `DATABASE_URL must start with file:, postgres:// or pglite: (got "${url.split(':')[0]}:")`,
    );
  }
  const handle = Object.assign(db, { dialectName: dialect, url });
  await migrate(handle);
  return handle;
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(db.dialectName) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

const globalForDb = globalThis as unknown as { clearsignalDb?: Promise<Db> };

/** The process-wide database of the running site (opened and migrated once). */
export function getDb(): Promise<Db> {
  globalForDb.clearsignalDb ??= openDb().catch((err) => {
    globalForDb.clearsignalDb = undefined;
    throw err;
  });
  return globalForDb.clearsignalDb;
}
