import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-inbox-export-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run inbox -- export', () => {
  it('reminds the operator that the copy is theirs to delete, within the retention period in force', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'scripts/inbox.ts',
        'export',
        '--format',
        'json',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          DATABASE_URL: `file:${path.join(tmp, 'site.db')}`,
          CONTACT_RETENTION_MONTHS: '5',
        },
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([]);
    expect(r.stderr).toContain('the privacy policy commits you to deleting it');
    expect(r.stderr).toContain('(5 months after receipt)');
  });
});
