#!/usr/bin/env node
// Requests per second and p99 latency for /, /guides and a guide page under autocannon against the
// production server (server.mjs → Next), beside the same prerendered HTML served by a plain static
// file server, to show the server's overhead.   node bench/serve.mjs [--connections 20] [--seconds 8]
// Needs a production build. Loopback only; both servers share this machine's cores with autocannon.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const connections = arg('connections', 20);
const seconds = arg('seconds', 8);
const guide = fs.existsSync('.next/server/app/en/guides/number-portability.html')
  ? '/guides/number-portability'
  : null;
const paths = ['/', '/guides', ...(guide ? [guide] : [])];

function htmlFile(p) {
  return path.join('.next/server/app', p === '/' ? 'index.html' : `${p}.html`);
}

async function staticServer() {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const file = htmlFile(new URL(req.url, 'http://x').pathname);
    fs.readFile(file, (err, data) => {
      if (err) {
        res.statusCode = 404;
        return res.end();
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(data);
    });
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

async function measure(url) {
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    bytes: r.throughput.average,
  };
}

console.log(
  `autocannon, ${connections} connections, ${seconds} s per row, loopback, ${os.cpus().length} cores shared by server and load generator`,
);
console.log(
  'path'.padEnd(30),
  'server'.padEnd(12),
  'req/s'.padStart(9),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
);
const next = await startServer({
  DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-serve-${process.pid}-${Date.now()}.db`)}`,
  OUTBOX_WORKER: 'off',
});
const plain = await staticServer();
try {
  for (const p of paths) {
    for (const [name, base] of [
      ['next (server.mjs)', next.url],
      ['static file', plain.url],
    ]) {
      const m = await measure(`${base}${p}`);
      console.log(
        p.padEnd(30),
        name.padEnd(12),
        m.rps.toFixed(0).padStart(9),
        String(m.p99).padStart(8),
        String(m.non2xx).padStart(8),
      );
    }
  }
} finally {
  await next.stop();
  await plain.stop();
}
