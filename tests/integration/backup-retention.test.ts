/**
 * Backups are deleted after the period the privacy policy states (lib/db/retention.ts
 * `backupDays`, BACKUP_RETENTION_DAYS): each daily run of deploy/systemd prunes its folder before
 * its backup (even one that fails) and again after it, and only dated backups are ever deleted
 * (issue 51 §4: every copy was kept for ever).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';
import { backupTime, DATED_BACKUP, datedBackupName, pruneBackups } from '@/lib/db/backup';
import { retention, retentionInForce } from '@/lib/db/retention';

const root = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-backup-retention-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const DAY = 86_400_000;
const now = new Date('2026-11-29T03:15:00Z');

/** A folder holding dated backups made `ages` days before `at`, and two files of other names. */
function folder(name: string, ages: number[], at = now): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  for (const age of ages)
    fs.writeFileSync(path.join(dir, datedBackupName(new Date(at.getTime() - age * DAY))), 'x');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'kept');
  fs.writeFileSync(path.join(dir, 'clearsignal-manual.backup'), 'kept');
  return dir;
}

function cli(args: string[], env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--conditions=react-server',
      path.join(root, 'scripts/backup.ts'),
      ...args,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
  );
}

describe('backup retention', () => {
  it('the default period is 14 days, and BACKUP_RETENTION_DAYS overrides it', () => {
    expect(retention.backupDays).toBe(14);
    expect(
      retentionInForce({ CONTACT_RETENTION_MONTHS: undefined, BACKUP_RETENTION_DAYS: 3 })
        .backupDays,
    ).toBe(3);
  });

  it('names and reads dated backups as the systemd unit writes them', () => {
    expect(datedBackupName(now)).toBe('clearsignal-20261129T031500Z.backup');
    expect(backupTime('clearsignal-20261129T031500Z.backup')).toEqual(now);
    expect(backupTime('clearsignal-manual.backup')).toBeNull();
    const unit = fs.readFileSync(
      path.join(root, 'deploy/systemd/clearsignal-backup.service'),
      'utf8',
    );
    const format = unit.match(/clearsignal-\$\(date -u \+(\S+?)\)\.backup/)![1].replace(/%%/g, '%');
    const stamp = spawnSync('date', ['-u', `+${format}`], { encoding: 'utf8' }).stdout.trim();
    expect(`clearsignal-${stamp}.backup`).toMatch(DATED_BACKUP);
  });

  it('deletes the dated backups older than the period, and nothing else', () => {
    const dir = folder('unit', [0, 1, 13.9, 14.1, 30]);
    const deleted = pruneBackups(dir, 14, now);
    expect(deleted).toHaveLength(2);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        datedBackupName(new Date(now.getTime() - 13.9 * DAY)),
        datedBackupName(new Date(now.getTime() - 1 * DAY)),
        datedBackupName(now),
        'clearsignal-manual.backup',
        'notes.txt',
      ].sort(),
    );
  });

  it('npm run backup to a dated name prunes its folder with BACKUP_RETENTION_DAYS', async () => {
    const db = await openDb(`file:${path.join(tmp, 'site.db')}`);
    await db.destroy();
    const dir = folder('cli', [2, 4, 40], new Date());
    const file = path.join(dir, datedBackupName(new Date()));
    const res = cli(['backup', file], {
      DATABASE_URL: `file:${path.join(tmp, 'site.db')}`,
      BACKUP_RETENTION_DAYS: '3',
    });
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/2 dated backup\(s\) older than 3 days deleted/);
    const left = fs.readdirSync(dir).filter((n) => DATED_BACKUP.test(n));
    expect(left).toHaveLength(2);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    // `prune` alone, with the default period.
    const old = folder('cli-prune', [1, 15], new Date());
    const pruned = cli(['backup', 'prune', old], { BACKUP_RETENTION_DAYS: '' });
    expect(pruned.stdout).toMatch(/1 dated backup\(s\) older than 14 days deleted/);
  });

  it('the unit’s prune step, run before the backup, deletes the expired backups by itself', () => {
    const unit = fs.readFileSync(
      path.join(root, 'deploy/systemd/clearsignal-backup.service'),
      'utf8',
    );
    const args = unit.match(/^ExecStartPre=-.* scripts\/backup\.ts (prune \S+)$/m)![1].split(' ');
    const dir = folder('unit-pre', [1, 13, 15, 30], new Date());
    const res = cli(
      args.map((a) => (a === '/var/lib/clearsignal-backups' ? dir : a)),
      // A database that cannot be reached: the prune needs none.
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', BACKUP_RETENTION_DAYS: '' },
    );
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/2 dated backup\(s\) older than 14 days deleted/);
    expect(fs.readdirSync(dir).filter((n) => DATED_BACKUP.test(n))).toHaveLength(2);
  });
});
