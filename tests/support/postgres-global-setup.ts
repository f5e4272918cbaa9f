/**
 * Vitest global setup: a real PostgreSQL server for the storage and form tests, beside SQLite and
 * PGlite. In order:
 * - TEST_POSTGRES_URL=postgres://… : use that server (its user must be allowed to create databases);
 * - TEST_POSTGRES=off : the explicit opt-out, said loudly (SQLite and PGlite only);
 * - otherwise a throwaway cluster from the PostgreSQL binaries found on this machine (PG_BIN, or
 *   Debian's /usr/lib/postgresql/<version>/bin, or pg_ctl on PATH), in a temp directory, on a
 *   Unix socket only (no TCP port to collide with), run as an unprivileged user when we are root
 *   (initdb and postgres refuse root). It is stopped and deleted when the run ends.
 * No binaries and no URL: the run fails, saying how to install them. Never a silent skip.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPgBin } from '../../lib/pg-bin.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server for this run ('' when TEST_POSTGRES=off). */
    postgresUrl: string;
  }
}

const INSTALL_HELP =
  'The storage and form tests run against a real PostgreSQL server as well as SQLite and PGlite.\n' +
  'Install the server binaries (Debian/Ubuntu: `sudo apt-get install -y postgresql`; macOS: `brew install postgresql`),\n' +
  'or point TEST_POSTGRES_URL at a server whose user may create databases (postgres://user:pass@host:5432/postgres),\n' +
  'or opt out explicitly with TEST_POSTGRES=off (PostgreSQL is then tested through PGlite only).';

/** The unprivileged account to run the cluster as when we are root. */
function clusterUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody'])
    if (spawnSync('id', ['-u', user]).status === 0) return user;
  throw new Error(
    'Running as root, and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as.',
  );
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', process.env.TEST_POSTGRES_URL);
    return;
  }
  if (/^(off|0|false|no)$/i.test(process.env.TEST_POSTGRES ?? '')) {
    console.warn(
      '\n[postgres] TEST_POSTGRES=off: the tests do NOT run against a PostgreSQL server (PGlite only).\n',
    );
    project.provide('postgresUrl', '');
    return;
  }
  const bin = findPgBin();
  if (!bin)
    throw new Error(`\nNo PostgreSQL server binaries found (initdb, pg_ctl).\n${INSTALL_HELP}\n`);

  const user = clusterUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-pg-'));
  const data = path.join(dir, 'data');
  if (user) spawnSync('chown', ['-R', user, dir]);
  fs.chmodSync(dir, 0o755);
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const res = user
      ? spawnSync('runuser', ['-u', user, '--', full, ...args], { encoding: 'utf8', cwd: dir })
      : spawnSync(full, args, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) {
      const log = fs.existsSync(path.join(dir, 'log'))
        ? fs.readFileSync(path.join(dir, 'log'), 'utf8')
        : '';
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `\nCould not start a throwaway PostgreSQL server (${cmd} ${args.join(' ')}):\n${res.stderr || res.error}\n${log}\n${INSTALL_HELP}\n`,
      );
    }
  };
  const started = Date.now();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
  // Unix socket only, in our own directory; durability off: a throwaway cluster for tests.
  const options = `-k ${dir} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    options,
    '-w',
    '-t',
    '30',
    'start',
  ]);
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  console.log(
    `[postgres] throwaway server ${path.basename(path.dirname(bin))} on ${dir} (${Date.now() - started} ms)`,
  );
  project.provide('postgresUrl', url);

  return () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
