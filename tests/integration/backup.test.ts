/**
 * Backup and restore (lib/db/backup.ts through its CLI, scripts/backup.ts) on SQLite and PostgreSQL:
 * a backup taken while the database is open and written to, restored into a fresh database,
 * holds the same messages and subscribers; a restore never goes over an existing database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { runScript } from '../support/cli';
import { freshPostgresUrl } from '../support/postgres';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-backup-'));
const open: Db[] = [];
afterAll(async () => {
  for (const db of open) await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const cli = (command: 'backup' | 'restore', url: string, file: string) =>
  runScript('backup', [command, file], { DATABASE_URL: url });

async function seed(db: Db, batch = 'a') {
  const now = new Date().toISOString();
  await db
    .insertInto('contact_messages')
    .values(
      ['Hello, a question about home internet.', 'مرحبا، سؤال عن الإنترنت المنزلي 👨‍👩‍👧'].map(
        (message, i) => ({
          source: 'contact' as const,
          name: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: null,
          subject: 'general',
          message,
          consent_at: now,
          received_at: now,
          ip_hash: `hash${i}`,
          user_agent: 'test',
          plan_id: null,
          source_url: null,
        }),
      ),
    )
    .execute();
  await db
    .insertInto('subscribers')
    .values(
      ['confirmed', 'pending', 'unsubscribed'].map((status, i) => ({
        email: `reader${i}-${batch}@example.com`,
        status: status as 'confirmed' | 'pending' | 'unsubscribed',
        consent_at: now,
        created_at: now,
        confirmed_at: status === 'confirmed' ? now : null,
        unsubscribe_token: `token-${i}-${batch}`,
      })),
    )
    .execute();
}

const contents = async (db: Db) => ({
  messages: await db.selectFrom('contact_messages').selectAll().orderBy('id').execute(),
  subscribers: await db.selectFrom('subscribers').selectAll().orderBy('id').execute(),
});

describe('backup and restore', () => {
  it('SQLite: an online backup of a live WAL database restores into a new file with the same rows', async () => {
    const url = `file:${path.join(dir, 'live.db')}`;
    const db = await openDb(url);
    open.push(db);
    await seed(db);
    // The rows are still in the WAL (the database is open, not checkpointed): a copy of the
    // database file alone would not have them, which is why the backup uses the backup API.
    fs.copyFileSync(path.join(dir, 'live.db'), path.join(dir, 'copied.db'));
    const copied = new Database(path.join(dir, 'copied.db'), { readonly: true });
    const inCopy = () => {
      try {
        return (copied.prepare('select count(*) as n from contact_messages').get() as { n: number })
          .n;
      } catch {
        return 0; // not even the table: the whole schema is still in the WAL
      }
    };
    expect(inCopy()).toBe(0);
    copied.close();

    const file = path.join(dir, 'site.sqlite.backup');
    const made = cli('backup', url, file);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const fresh = `file:${path.join(dir, 'restored', 'site.db')}`;
    const restored = cli('restore', fresh, file);
    expect(restored.status).toBe(0);
    const db2 = await openDb(fresh);
    open.push(db2);
    const want = await contents(db);
    expect(want.messages).toHaveLength(2);
    expect(want.subscribers).toHaveLength(3);
    expect(await contents(db2)).toEqual(want);

    // Never over an existing database.
    const again = cli('restore', fresh, file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/exists: restore into a new file/);
  }, 60_000);

  it('PostgreSQL: pg_dump while in use, pg_restore into a fresh database, same rows', async (ctx) => {
    const url = await freshPostgresUrl();
    if (!url) return ctx.skip(); // TEST_POSTGRES=off, announced by the global setup
    const db = await openDb(url);
    open.push(db);
    await seed(db);

    const file = path.join(dir, 'site.pg.backup');
    const made = cli('backup', url, file);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    // A SQLite target refuses a PostgreSQL archive.
    const wrong = cli('restore', `file:${path.join(dir, 'wrong.db')}`, file);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/is a postgres backup/);

    const fresh = (await freshPostgresUrl())!;
    const restored = cli('restore', fresh, file);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    const db2 = await openDb(fresh);
    open.push(db2);
    expect(await contents(db2)).toEqual(await contents(db));
    // The restored database takes new rows after the old ones (its sequences came along).
    await seed(db2, 'b');
    expect((await contents(db2)).messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);

    const again = cli('restore', fresh, file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/has tables/);
  }, 60_000);
});
