import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { builtSiteUrl, freePort, spawnServer } from './server';

export { freePort };

export const root = path.resolve(__dirname, '../..');

/** Fails the test file at once, naming the remedy, when there is no production build. */
export function requireBuild(file: string) {
  if (!fs.existsSync(path.join(root, '.next/csp-manifest.json')))
    throw new Error(
      `${file} needs a production build: run \`npm run build\` first (npm test does).`,
    );
}

export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined | false>,
  ms = 90_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  log: () => string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

/** `node server.mjs` (the production build) on a loopback port (a free one) with extra environment. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const { child, log } = spawnServer(port, {
    SITE_URL: builtSiteUrl(), // server.mjs refuses any other (lib/server/run-env.mjs)
    ...env,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  await until(`the server on port ${port}`, async () => (await fetch(`${url}/readyz`)).ok, 120_000);
  return { child, port, url, log, exited };
}

/** Whether a new TCP connection to the port is refused (nothing listens). */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}
