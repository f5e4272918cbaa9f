/**
 * The key that hashes visitor addresses (lib/forms/secrets.ts): without FORM_SECRET it is made once
 * and kept in an owner-only file beside the database, never inside it, so a copy or a backup of
 * the database alone cannot turn the stored hashes back into addresses (issue 51 §4).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { backup } from '@/lib/db/backup';
import { SECRET_FILE_SUFFIX, secretFileFor, serverSecret } from '@/lib/forms/secrets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-form-secret-'));
const open: Db[] = [];
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  for (const db of open) await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function sqlite(name: string): Promise<{ db: Db; file: string }> {
  const file = path.join(dir, name);
  const db = await openDb(`file:${file}`);
  open.push(db);
  return { db, file };
}

const keyRows = (file: string) =>
  new Database(file, { readonly: true })
    .prepare("select count(*) as n from settings where key = 'form_secret'")
    .get() as { n: number };

describe('the generated form key (no FORM_SECRET)', () => {
  it('is kept in <database>.form-secret, readable by its owner only, and not in the database', async () => {
    vi.stubEnv('FORM_SECRET', '');
    const { db, file } = await sqlite('a.db');
    const key = await serverSecret(db);
    const keyFile = `${file}${SECRET_FILE_SUFFIX}`;
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(keyRows(file).n).toBe(0);
    // Every later call, and every other handle on the same file, agrees.
    expect(await serverSecret(db)).toBe(key);
    const other = await openDb(`file:${file}`);
    open.push(other);
    expect(await serverSecret(other)).toBe(key);
  });

  it('a backup of the database holds neither the key nor the key file', async () => {
    vi.stubEnv('FORM_SECRET', '');
    const { db, file } = await sqlite('b.db');
    const key = await serverSecret(db);
    const copy = path.join(dir, 'b.backup');
    await backup(`file:${file}`, copy);
    expect(fs.readFileSync(copy).includes(Buffer.from(key))).toBe(false);
    expect(keyRows(copy).n).toBe(0);
    expect(fs.existsSync(`${copy}${SECRET_FILE_SUFFIX}`)).toBe(false);
  });

  it('a key an earlier version kept in the settings table moves to the file and leaves the table', async () => {
    vi.stubEnv('FORM_SECRET', '');
    const { db, file } = await sqlite('c.db');
    await db
      .insertInto('settings')
      .values({ key: 'form_secret', value: 'legacy-key-0123456789' })
      .execute();
    expect(await serverSecret(db)).toBe('legacy-key-0123456789');
    expect(fs.readFileSync(`${file}${SECRET_FILE_SUFFIX}`, 'utf8').trim()).toBe(
      'legacy-key-0123456789',
    );
    expect(keyRows(file).n).toBe(0);
  });

  it('with FORM_SECRET set, that is the key and no file is written', async () => {
    vi.stubEnv('FORM_SECRET', 'configured-secret-0123456789');
    const { db, file } = await sqlite('d.db');
    expect(await serverSecret(db)).toBe('configured-secret-0123456789');
    expect(fs.existsSync(`${file}${SECRET_FILE_SUFFIX}`)).toBe(false);
  });

  it('PostgreSQL: a file in the state directory, named by the database without its password', () => {
    const a = secretFileFor(
      'postgres://app:one@db.example:5432/clearsignal',
      '/var/lib/clearsignal',
    );
    const b = secretFileFor(
      'postgres://app:two@db.example:5432/clearsignal',
      '/var/lib/clearsignal',
    );
    expect(a).toBe(b);
    expect(a).toMatch(/^\/var\/lib\/clearsignal\/postgres-[0-9a-f]{16}\.form-secret$/);
    expect(a).not.toContain('one');
    expect(secretFileFor('postgres://app@db.example/other', '/var/lib/clearsignal')).not.toBe(a);
    expect(secretFileFor('pglite:memory')).toBeNull();
  });
});
