/**
 * The files of deploy/ that tests/topology/run.mjs cannot run here: the systemd units (checked by
 * systemd-analyze), the environment template (checked by lib/server/env.mjs), and the header snippet
 * nginx adds to what it answers itself (generated from the site's own header set).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/server/env.mjs';
// @ts-expect-error: plain JavaScript without types (scripts/)
import { HEADERS_FILE, nginxHeaders } from '@/scripts/nginx-headers.mjs';
// @ts-expect-error: plain JavaScript without types (tests/topology/)
import { unitCommand } from '../topology/stack.mjs';

const root = path.resolve(__dirname, '../..');
const units = path.join(root, 'deploy/systemd');
const unitFiles = fs.readdirSync(units).filter((f) => /\.(service|timer)$/.test(f));
const hasSystemd = spawnSync('systemd-analyze', ['--version']).status === 0;
if (!hasSystemd)
  console.warn('[deploy] systemd-analyze not installed: the units are not verified.');

const verify = (files: string[]) =>
  spawnSync('systemd-analyze', ['verify', ...files], { cwd: units, encoding: 'utf8' });

describe('deploy/', () => {
  it('nginx adds exactly the site header set (regenerate with node scripts/nginx-headers.mjs)', () => {
    expect(fs.readFileSync(HEADERS_FILE, 'utf8')).toBe(nginxHeaders());
  });

  it('the environment template and the units’ settings pass the server’s own checks', () => {
    const template = Object.fromEntries(
      fs
        .readFileSync(path.join(root, 'deploy/clearsignal.env.example'), 'utf8')
        .split('\n')
        .flatMap((l) =>
          /^[A-Z_]+=/.test(l) ? [[l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]] : [],
        ),
    );
    const web = unitCommand('clearsignal@.service', '3001');
    const sender = unitCommand('clearsignal-outbox.service');
    const webEnv = readEnv({ ...template, ...web.env });
    expect(webEnv).toMatchObject({
      PORT: 3001,
      HOST: '127.0.0.1',
      TRUST_PROXY: true,
      OUTBOX_WORKER: false,
    });
    expect(webEnv.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(readEnv({ ...template, ...sender.env }).OUTBOX_WORKER).toBe(true);
    // The units stop no later than the server's own bounded stop.
    const stopSec = Number(
      fs
        .readFileSync(path.join(units, 'clearsignal@.service'), 'utf8')
        .match(/^TimeoutStopSec=(\d+)$/m)![1],
    );
    expect(webEnv.SHUTDOWN_GRACE_MS).toBeLessThan(stopSec * 1000);
  });

  describe.runIf(hasSystemd)('systemd units', () => {
    it('pass systemd-analyze verify without a warning', () => {
      const res = verify(unitFiles.map((f) => `./${f}`));
      expect(res.stderr).toBe('');
      expect(res.status).toBe(0);
      // A typo would show: the check can fail.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-units-'));
      const typo = path.join(dir, 'clearsignal-typo.service');
      fs.writeFileSync(
        typo,
        fs
          .readFileSync(path.join(units, 'clearsignal-outbox.service'), 'utf8')
          .replace('ProtectSystem=strict', 'ProtectSystem=strictt'),
      );
      expect(verify([typo]).stderr).toMatch(/ProtectSystem|strictt/);
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it.each(unitFiles.filter((f) => f.endsWith('.service')))(
      '%s is hardened (systemd-analyze security exposure at most 3.5)',
      (file) => {
        const unit = file.replace('@.service', '@3001.service');
        const res = spawnSync('systemd-analyze', ['security', '--offline=true', `./${unit}`], {
          cwd: units,
          encoding: 'utf8',
        });
        const level = Number(res.stdout.match(/Overall exposure level for \S+: ([\d.]+)/)?.[1]);
        expect(level).toBeLessThanOrEqual(3.5);
      },
    );
  });
});
