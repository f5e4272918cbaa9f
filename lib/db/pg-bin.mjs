// Where PostgreSQL's programs are (initdb, pg_ctl, pg_dump, pg_restore): PG_BIN, Debian's
// /usr/lib/postgresql/<version>/bin (newest first), or the directory of pg_ctl/pg_dump on PATH.
// Used by the tests' throwaway server, the backup CLI and the topology test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The first directory holding every one of `tools`, or null. */
export function findPgBin(tools = ['pg_ctl', 'initdb']) {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian))
    candidates.push(
      ...fs
        .readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(debian, v, 'bin')),
    );
  const onPath = spawnSync('sh', ['-c', `command -v ${tools[0]}`], { encoding: 'utf8' });
  if (onPath.stdout?.trim()) candidates.push(path.dirname(onPath.stdout.trim()));
  return candidates.find((d) => tools.every((t) => fs.existsSync(path.join(d, t)))) ?? null;
}
