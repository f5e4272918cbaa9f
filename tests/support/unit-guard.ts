/**
 * Setup file of the Vitest `unit` project: a unit test runs in memory only. Starting a child
 * process, listening on or connecting to a socket (a database, an SMTP server, server.mjs) or
 * opening a database (openDb) throws, naming where such a test belongs: tests/integration/.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { vi } from 'vitest';

function refuse(what: string): never {
  throw new Error(
    `a unit test may not ${what}: move the test to tests/integration/ (npm run test:integration)`,
  );
}

for (const name of [
  'spawn',
  'spawnSync',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
  'fork',
] as const) {
  Object.defineProperty(childProcess, name, {
    value: () => refuse(`start a child process (child_process.${name})`),
  });
}
net.Server.prototype.listen = function listen(): never {
  return refuse('listen on a socket');
};
net.Socket.prototype.connect = function connect(): never {
  return refuse('open a network connection');
};
syncBuiltinESMExports();

// SQLite and PGlite run in-process, so the socket guard does not see them: refuse the database itself.
vi.mock('@/lib/db', async (original) => ({
  ...(await original<typeof import('@/lib/db')>()),
  openDb: async () => refuse('open a database (openDb)'),
}));
