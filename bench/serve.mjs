#!/usr/bin/env node
// Requests per second and p99 latency for /, /guides and a guide page under autocannon against the
// production server (server.mjs → Next), beside the same prerendered HTML served by a plain static
// file server, to show the server's overhead; then a shared four-offer comparison link
// (/plans/compare, rendered per request) beside /, and the latency of / (a few connections) alone
// and while the comparison is loaded.   node bench/serve.mjs [--connections 20] [--seconds 8]
// --without render-cache: then the comparison link on this server and on one started without the
// render cache (PATCHES_OFF, lib/server/env.mjs), 3 interleaved rounds (--rounds N), their medians
// and the ratio: the cache earns its place at 2× or more (issue 53 §3).
// Needs a production build. Loopback only; both servers share this machine's cores with autocannon.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, numberArg, startServer } from './lib.mjs';

const connections = numberArg('connections', 20);
const seconds = numberArg('seconds', 8);
const rounds = numberArg('rounds', 3);
const withoutCache = process.argv.includes('--without')
  ? process.argv[process.argv.indexOf('--without') + 1] === 'render-cache'
  : false;
if (process.argv.includes('--without') && !withoutCache) {
  console.error('bench:serve --without: only render-cache (the other patches: bench:lighthouse)');
  process.exit(2);
}
const guide = fs.existsSync('.next/server/app/en/guides/number-portability.html')
  ? '/guides/number-portability'
  : null;
const paths = ['/', '/guides', ...(guide ? [guide] : [])];
/** Three catalogue plans and one entered offer, as a shared comparison link carries them. */
const COMPARE =
  '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible' +
  '&o=~Shop%2520quote.fcs.0.o.09n8.7ps_o.7n0_3.u.u.2s&m=6';

/** The prerendered HTML of an English path (the build writes them under app/en). */
function htmlFile(p) {
  return path.join('.next/server/app', `en${p === '/' ? '' : p}.html`);
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

/** One line of the table: path, server, requests a second, p99 latency, non-2xx answers. */
const row = (p, name, m) =>
  console.log(
    p.padEnd(30),
    name.padEnd(12),
    m.rps.toFixed(0).padStart(9),
    String(m.p99).padStart(8),
    String(m.non2xx).padStart(8),
  );

async function measure(url, n = connections, requests = undefined) {
  const r = await autocannon({ url, connections: n, duration: seconds, requests });
  return {
    p50: r.latency.p50,
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    bytes: r.throughput.average,
  };
}

console.log(
  `autocannon, ${connections} connections, ${seconds} s per row, loopback, ${os.cpus().length} cores shared by server and load generator; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  'path'.padEnd(30),
  'server'.padEnd(12),
  'req/s'.padStart(9),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
);
const serve = (off = '') =>
  startServer({
    DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-serve-${process.pid}-${Date.now()}.db`)}`,
    OUTBOX_WORKER: 'off',
    PATCHES_OFF: off,
  });
const next = await serve();
const plain = await staticServer();
const bare = withoutCache ? await serve('render-cache') : null;

/** The comparison link with and without the render cache, taking turns first, `rounds` times. */
async function cacheRounds() {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const got = { with: [], without: [] };
  console.log(`\n${COMPARE.split('?')[0]} with and without the render cache, ${rounds} rounds:`);
  for (let i = 0; i < rounds; i++) {
    const pair = [
      ['with', next],
      ['without', bare],
    ];
    for (const [name, s] of i % 2 ? pair.reverse() : pair) {
      const m = await measure(`${s.url}${COMPARE}`);
      got[name].push(m.rps);
      row(`  round ${i + 1}`, `${name} cache`, m);
    }
    console.log(
      `  load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  }
  const [w, wo] = [median(got.with), median(got.without)];
  console.log(
    `median req/s with the cache ${w.toFixed(0)}, without ${wo.toFixed(0)}: ${(w / wo).toFixed(2)}× (earns its place at 2× or more)`,
  );
}
try {
  for (const p of paths) {
    for (const [name, base] of [
      ['next (server.mjs)', next.url],
      ['static file', plain.url],
    ]) {
      row(p, name, await measure(`${base}${p}`));
    }
  }
  console.log('\nA shared comparison link (four offers) beside /, same server:');
  const home = await measure(`${next.url}/`);
  const cmp = await measure(`${next.url}${COMPARE}`);
  row('/', 'next', home);
  // The same link with a new offer name on every request: each one rendered, as without the cache.
  let n = 0;
  const fresh = await measure(`${next.url}${COMPARE}`, connections, [
    { setupRequest: (req) => ({ ...req, path: COMPARE.replace('Shop', `Shop${n++}`) }) },
  ]);
  row('/plans/compare (4 offers)', 'next', cmp);
  row('  each a new link (no cache)', 'next', fresh);
  console.log(
    `compare / home throughput: ${(cmp.rps / home.rps).toFixed(2)} (a new link each time: ${(fresh.rps / home.rps).toFixed(2)})`,
  );
  // A visitor on a static route while the comparison link is loaded: 2 connections on /.
  const alone = await measure(`${next.url}/`, 2);
  const [during] = await Promise.all([
    measure(`${next.url}/`, 2),
    measure(`${next.url}${COMPARE}`),
  ]);
  console.log(
    `/ at 2 connections: alone p50 ${alone.p50} ms, p99 ${alone.p99} ms; while /plans/compare is loaded (${connections} connections): p50 ${during.p50} ms, p99 ${during.p99} ms`,
  );
  if (withoutCache) await cacheRounds();
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await next.stop();
  await bare?.stop();
  await plain.stop();
}
