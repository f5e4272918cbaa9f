/**
 * One SITE_URL for the build, the server and the CLIs (issue 28 #4): canonical URLs, the sitemap
 * and robots.txt carry the build's, mails and exported links the running process's, so a process
 * whose SITE_URL is not the build's stops and says so (lib/server/run-env.mjs), and a CLI that writes
 * links never falls back to http://localhost:3000 unasked.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteUrlProblem } from '@/lib/server/run-env.mjs';
import { builtSiteUrl } from '../support/server';

const root = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-site-url-'));
const record = path.join(tmp, 'build-env.json');
fs.writeFileSync(record, JSON.stringify({ SITE_URL: 'https://clearsignal.ae' }));
afterEach(() => vi.unstubAllEnvs());
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('siteUrlProblem', () => {
  it("names both addresses when the process's SITE_URL is not the build's, set or not", () => {
    vi.stubEnv('SITE_URL', 'https://staging.clearsignal.ae');
    expect(siteUrlProblem({ file: record })).toMatch(
      /SITE_URL is https:\/\/staging\.clearsignal\.ae, but the build .* was made with https:\/\/clearsignal\.ae/,
    );
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    expect(siteUrlProblem({ file: record, writesLinks: true })).toContain(
      'SITE_URL is http://localhost:3000, but',
    );
    vi.stubEnv('SITE_URL', 'https://clearsignal.ae/');
    expect(siteUrlProblem({ file: record, writesLinks: true })).toBeNull();
  });

  it('without a build, refuses to write links on the default address unasked', () => {
    const none = path.join(tmp, 'none.json');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    expect(siteUrlProblem({ file: none, writesLinks: true })).toContain('SITE_URL is not set');
    expect(siteUrlProblem({ file: none })).toBeNull();
    vi.stubEnv('SITE_URL', 'https://clearsignal.ae');
    expect(siteUrlProblem({ file: none, writesLinks: true })).toBeNull();
  });
});

describe.runIf(fs.existsSync(path.join(root, '.next/build-env.json')))(
  'the server and the CLIs with another SITE_URL than the build',
  () => {
    const other = 'https://not-the-build.example';
    const run = (cmd: string, args: string[]) =>
      spawnSync(cmd, args, {
        cwd: root,
        env: { ...process.env, SITE_URL: other, PORT: '3149', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 60_000,
      });

    it('server.mjs stops and says so', () => {
      const r = run(process.execPath, ['server.mjs']);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`SITE_URL is ${other}, but the build`);
      expect(r.stderr).toContain(builtSiteUrl());
    });

    it.each(['inbox', 'subscribers', 'newsletter'])('npm run %s stops and says so', (cli) => {
      const r = run(path.join(root, 'node_modules/.bin/tsx'), [
        '--conditions=react-server',
        `scripts/${cli}.ts`,
        'list',
      ]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`SITE_URL is ${other}, but the build`);
    });
  },
);
