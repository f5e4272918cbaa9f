import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A `node server.mjs` of a spec's own, on `port`, with a fresh SQLite database and no mail, whose
 * every written byte the spec can read (`output()`): for promises about what the server logs.
 */
export async function startOwnServer(port: number, prefix: string) {
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dbFile = path.join(dbDir, 'site.db');
  let output = '';
  const server: ChildProcess = spawn('node', ['server.mjs'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      SMTP_URL: '',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  while (!/ready on/.test(output)) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    dbFile,
    output: () => output,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
