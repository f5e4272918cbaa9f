// A throwaway PostgreSQL cluster from the binaries on this machine, in a temp directory, on a Unix
// socket there (and a loopback TCP port if asked), run as an unprivileged user when we are root
// (initdb and postgres refuse root). Used by the Vitest global setup and scripts/topology.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgBin } from '../../lib/db/pg-bin.mjs';

/** The unprivileged account to run the cluster as when we are root (null when we are not). */
function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody'])
    if (spawnSync('id', ['-u', user]).status === 0) return user;
  throw new Error(
    'Running as root, and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as.',
  );
}

/**
 * Starts a cluster; `help` is added to any error. `tcpPort`: also listen on 127.0.0.1 there,
 * where connections need a password (scram-sha-256), as on a real server.
 * @param {{ help: string, tcpPort?: number }} o
 */
export function startCluster({ help, tcpPort }) {
  const bin = findPgBin();
  if (!bin) throw new Error(`\nNo PostgreSQL server binaries found (initdb, pg_ctl).\n${help}\n`);
  const user = clusterUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-pg-'));
  const data = path.join(dir, 'data');
  if (user) spawnSync('chown', ['-R', user, dir]);
  fs.chmodSync(dir, 0o755);
  /** Runs one of PostgreSQL's programs as the cluster's user; throws with its output. */
  const run = (cmd, args, { input, cleanup = true } = {}) => {
    const full = path.join(bin, cmd);
    const opts = { encoding: 'utf8', cwd: dir, input };
    const res = user
      ? spawnSync('runuser', ['-u', user, '--', full, ...args], opts)
      : spawnSync(full, args, opts);
    if (res.status !== 0) {
      const log = fs.existsSync(path.join(dir, 'log'))
        ? fs.readFileSync(path.join(dir, 'log'), 'utf8')
        : '';
      if (cleanup) fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `\nPostgreSQL's ${cmd} failed (${args.join(' ')}):\n${res.stderr || res.error}\n${log}\n${help}\n`,
      );
    }
    return res.stdout;
  };
  const started = Date.now();
  const auth = tcpPort ? ['--auth-local=trust', '--auth-host=scram-sha-256'] : ['-A', 'trust'];
  run('initdb', ['-D', data, '-U', 'postgres', ...auth, '-E', 'UTF8', '--locale=C', '-N']);
  // Durability off: a throwaway cluster for tests.
  const listen = tcpPort ? `-c listen_addresses=127.0.0.1 -p ${tcpPort}` : '-c listen_addresses=';
  const options = `-k ${dir} ${listen} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
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
  const port = tcpPort ? `&port=${tcpPort}` : '';
  return {
    bin,
    dir,
    ms: Date.now() - started,
    /** The superuser's URL, over the Unix socket. */
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}${port}`,
    run,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { cleanup: false });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
