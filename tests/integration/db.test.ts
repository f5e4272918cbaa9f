import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-db-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('database', () => {
  it('creates and migrates a SQLite file in WAL mode on first use, idempotently', async () => {
    const url = `file:${path.join(tmp, 'nested', 'site.db')}`;
    const db = await openDb(url);
    const { rows } = await (
      await import('kysely')
    ).sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0].journal_mode).toBe('wal');
    await db.destroy();
    const again = await openDb(url);
    expect(await again.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
    await again.destroy();
  });

  it('rejects an unknown URL scheme clearly', async () => {
    await expect(openDb('mysql://x')).rejects.toThrow(/DATABASE_URL must start with/);
  });
});
