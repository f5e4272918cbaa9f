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
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster.mjs';

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
  const cluster = startCluster({ help: INSTALL_HELP });
  console.log(
    `[postgres] throwaway server ${path.basename(path.dirname(cluster.bin))} on ${cluster.dir} (${cluster.ms} ms)`,
  );
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
