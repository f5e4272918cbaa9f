/**
 * The production server (`node server.mjs`, from the build in .next/) on a free loopback port, for
 * unit tests of what it answers itself: raw socket exchanges, its sockets' states.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HEADER_SET, rawExchange as sharedRawExchange } from './raw-http';

export { HEADER_SET };

const root = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** `node server.mjs` (production mode) on 127.0.0.1:`port`, `env` on top; its output collected. */
export function spawnServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c) => (log += c));
  child.stderr!.on('data', (c) => (log += c));
  return { child, log: () => log };
}

export type RunningServer = {
  port: number;
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
};

/** Starts server.mjs with `env` on top of a throwaway SQLite database; resolves once it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, '.next/csp-manifest.json')))
    throw new Error(
      'this test needs a production build: run `npm run build` first (npm test does).',
    );
  const port = await freePort();
  const db = path.join(os.tmpdir(), `cs-server-test-${process.pid}-${port}.db`);
  const { child, log } = spawnServer(port, {
    DATABASE_URL: `file:${db}`,
    OUTBOX_WORKER: 'off',
    ...env,
  });
  const end = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited: ${log()}`);
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > end) throw new Error(`server.mjs did not answer in 90 s: ${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    child,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          for (const f of [db, `${db}-wal`, `${db}-shm`]) fs.rmSync(f, { force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The state of the server's side of the connection from `clientPort` (from /proc/net/tcp{,6}, as
 * `ss` reads it): `01` established, `04`/`05` FIN-WAIT (the server closed it), null once gone.
 */
export function serverSideState(
  serverPort: number,
  clientPort: number,
): { state: string; sendQueue: number } | null {
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const line of text.split('\n').slice(1)) {
      const c = line.trim().split(/\s+/);
      if (c.length < 5) continue;
      const local = parseInt(c[1].split(':').pop()!, 16);
      const remote = parseInt(c[2].split(':').pop()!, 16);
      if (local === serverPort && remote === clientPort)
        return { state: c[3], sendQueue: parseInt(c[4].split(':')[0], 16) };
    }
  }
  return null;
}

/** A raw request on a fresh loopback socket (./raw-http.ts), 5 s unless told. */
export const rawExchange = (port: number, request: string, timeoutMs = 5_000) =>
  sharedRawExchange(port, request, timeoutMs);

/**
 * The SITE_URL the build in .next carries (lib/server/run-env.mjs): server.mjs and the CLIs refuse to run
 * with another, so tests that start them use it.
 */
export function builtSiteUrl(): string {
  const file = path.join(root, '.next/build-env.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { SITE_URL: string }).SITE_URL
    : 'http://localhost:3000';
}

/**
 * Server-side sockets on `port` that hold a file handle: established, or waiting for the server
 * to close them (CLOSE-WAIT, the leak of issue 19), read from /proc/net/tcp{,6} as `ss` does.
 */
export function serverSockets(port: number): number {
  const rows = ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n').slice(1));
  // Columns: sl, local address:port (hex), remote address:port, state (01 ESTABLISHED, 08 CLOSE_WAIT).
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((c) => c.length >= 4 && parseInt(c[1].split(':').pop()!, 16) === port)
    .filter((c) => c[3] === '01' || c[3] === '08').length;
}
