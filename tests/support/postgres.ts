import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDb, type Db } from '@/lib/db';

/**
 * A fresh, empty database on this run's PostgreSQL server (tests/support/postgres-global-setup.ts),
 * so test files running in parallel never share tables; null only under TEST_POSTGRES=off.
 */
export async function freshPostgresUrl(): Promise<string | null> {
  const admin = inject('postgresUrl');
  if (!admin) return null;
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Whether a suite also runs on PGlite (PostgreSQL in WebAssembly, in memory): `true` always, for
 * what only PGlite covers (the `pglite:` URL of lib/db/index.ts and its Kysely dialect);
 * `'without-server'` only when the run has no PostgreSQL server (TEST_POSTGRES=off), so the
 * PostgreSQL dialect is still tested there, without paying PGlite's first open (about 10 s) beside
 * the real server that tests the same SQL.
 */
export type PgliteUse = boolean | 'without-server';

/**
 * The databases a suite runs on, as [name, url] rows for describe.each: its SQLite file, PGlite
 * in memory where asked, and a fresh database on the run's PostgreSQL server when there is one.
 */
export async function databasesFor(
  sqlite: [name: string, url: string],
  { pglite = false }: { pglite?: PgliteUse } = {},
): Promise<[string, string][]> {
  const rows: [string, string][] = [sqlite];
  const serverUrl = await freshPostgresUrl();
  if (pglite === true || (pglite === 'without-server' && !serverUrl))
    rows.push(['PostgreSQL (PGlite)', 'pglite:memory']);
  if (serverUrl) rows.push(['PostgreSQL server', serverUrl]);
  return rows;
}

/**
 * databasesFor with its SQLite file in a temporary folder of the suite's own (`prefix`), removed
 * after the suite.
 */
export async function databasesInTmp(
  name: string,
  prefix: string,
  options: { pglite?: PgliteUse } = {},
): Promise<[string, string][]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  return databasesFor([name, `file:${path.join(tmp, 'test.db')}`], options);
}

/**
 * The database at `url` for one describe block: opened before its tests (PGlite's first open takes
 * ~10 s, far more on a loaded machine) and closed after them. Read it as `live.db` inside a test.
 */
export function databaseOver(url: string): { db: Db } {
  const live = {} as { db: Db };
  beforeAll(async () => {
    live.db = await openDb(url);
  }, 180_000);
  afterAll(async () => live.db?.destroy());
  return live;
}
