import 'server-only';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { findPgBin } from './pg-bin.mjs';

/**
 * Backups of the site's database (`npm run backup`, `npm run restore`):
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup()`), a consistent copy taken while
 *   the site runs, WAL included; a file copy of a live WAL database can miss or tear what is in
 *   the WAL.
 * - PostgreSQL: `pg_dump --format=custom` (a consistent snapshot), restored with `pg_restore` into
 *   an empty database, in one transaction.
 * A backup is written beside its final name and renamed into place, so a file with the final
 * name is always complete.
 */
export type BackupKind = 'sqlite' | 'postgres';

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

function sqlitePath(url: string): string {
  if (!url.startsWith('file:'))
    throw new Error('Backups support file: (SQLite) and postgres:// URLs.');
  return path.resolve(url.slice('file:'.length));
}

function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = findPgBin([name]);
  if (!bin)
    throw new Error(
      `${name} not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client) or set PG_BIN.`,
    );
  return path.join(bin, name);
}

function run(cmd: string, args: string[]) {
  const res = spawnSync(cmd, args, { encoding: 'utf8' });
  if (res.status !== 0)
    throw new Error(`${path.basename(cmd)} failed: ${res.stderr || res.error || res.status}`);
}

/** Writes a backup of the database at `url` to `file`; returns its kind and size in bytes. */
export async function backup(
  url: string,
  file: string,
): Promise<{ kind: BackupKind; bytes: number }> {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  let kind: BackupKind;
  if (isPostgres(url)) {
    kind = 'postgres';
    run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${partial}`,
      `--dbname=${url}`,
    ]);
  } else {
    kind = 'sqlite';
    const db = new Database(sqlitePath(url), { fileMustExist: true });
    try {
      await db.backup(partial);
    } finally {
      db.close();
    }
  }
  fs.renameSync(partial, target);
  return { kind, bytes: fs.statSync(target).size };
}

/**
 * The name of a dated backup, as deploy/systemd/clearsignal-backup.service writes it:
 * `clearsignal-20261129T031500Z.backup` (UTC). Only files named so are ever pruned.
 */
export const DATED_BACKUP = /^clearsignal-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/;

/** The dated backup's name for the time `at`. */
export function datedBackupName(at: Date): string {
  return `clearsignal-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;
}

/** When a dated backup was made, from its name; null for any other file. */
export function backupTime(name: string): Date | null {
  const m = DATED_BACKUP.exec(name);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
}

/**
 * Deletes the dated backups in `dir` made more than `days` days before `now` (the privacy policy's
 * period: lib/db/retention.ts `backupDays`, BACKUP_RETENTION_DAYS). Other files are left alone.
 * Returns the names deleted.
 */
export function pruneBackups(dir: string, days: number, now = new Date()): string[] {
  const cutoff = now.getTime() - days * 86_400_000;
  const deleted: string[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const made = backupTime(name);
    if (!made || made.getTime() > cutoff) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    deleted.push(name);
  }
  return deleted;
}

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): BackupKind {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  throw new Error(`${file} is neither a SQLite backup nor a pg_dump custom-format archive.`);
}

/**
 * Restores `file` into the database at `url`, which must be new: a SQLite file that does not
 * exist yet, or a PostgreSQL database with no tables. Nothing is ever restored over live data.
 */
export async function restore(url: string, file: string): Promise<BackupKind> {
  const kind = backupKind(file);
  if (kind !== (isPostgres(url) ? 'postgres' : 'sqlite'))
    throw new Error(`${file} is a ${kind} backup, and DATABASE_URL is not a ${kind} database.`);
  if (kind === 'sqlite') {
    const target = sqlitePath(url);
    if (fs.existsSync(target))
      throw new Error(
        `${target} exists: restore into a new file (stop the site, move the old one aside).`,
      );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const source = new Database(path.resolve(file), { readonly: true, fileMustExist: true });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return kind;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname = 'public'",
    );
    if (Number(rows[0].n) > 0)
      throw new Error('The target database has tables: restore into a new, empty database.');
  } finally {
    await client.end();
  }
  run(pgTool('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    path.resolve(file),
  ]);
  return kind;
}
