#!/usr/bin/env node
// Mozilla HTTP Observatory's scanner (@mdn/mdn-http-observatory) against the local production
// server, over real HTTPS: server.mjs behind a TLS proxy on 127.0.0.1:443 (self-signed
// certificate made with openssl) and a plain-HTTP server on 127.0.0.1:80 that redirects to it,
// as a deployment would. Prints the grade, the score and each test.   sudo node bench/headers.mjs
// Needs root (ports 80/443), openssl, and the npm registry: the scanner is installed into a temp
// folder with --ignore-scripts, because its install scripts download from hosts this machine
// cannot reach; its HSTS preload list is therefore empty (no preload bonus is counted).
// The server must run with the build's SITE_URL (lib/server/run-env.mjs): build with
// SITE_URL=https://127.0.0.1 npm run build first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCert, startServer } from './lib.mjs';

const built = JSON.parse(fs.readFileSync('.next/build-env.json', 'utf8')).SITE_URL;
if (built !== 'https://127.0.0.1') {
  console.error(
    `The build in .next was made with SITE_URL=${built}; this benchmark needs https://127.0.0.1: run SITE_URL=https://127.0.0.1 npm run build first.`,
  );
  process.exit(2);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-observatory-'));
const { key, cert } = selfSignedCert(tmp);
execFileSync('npm', ['init', '-y'], { cwd: tmp, stdio: 'ignore' });
execFileSync(
  'npm',
  ['install', '--ignore-scripts', '--no-audit', '--no-fund', '@mdn/mdn-http-observatory@1.4.8'],
  { cwd: tmp, stdio: 'ignore' },
);
const pkg = path.join(tmp, 'node_modules', '@mdn', 'mdn-http-observatory');
fs.mkdirSync(path.join(pkg, 'conf'), { recursive: true });
fs.writeFileSync(path.join(pkg, 'conf', 'hsts-preload.json'), '{}');

const app = await startServer({
  SITE_URL: 'https://127.0.0.1',
  DATABASE_URL: `file:${path.join(tmp, 'db.sqlite')}`,
  OUTBOX_WORKER: 'off',
});
const upstream = new URL(app.url);
const proxy = https.createServer(
  { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
  (req, res) => {
    const fwd = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    fwd.on('error', () => res.writeHead(502).end());
    req.pipe(fwd);
  },
);
const redirect = http.createServer((req, res) =>
  res.writeHead(301, { location: `https://127.0.0.1${req.url}` }).end(),
);
await new Promise((r) => proxy.listen(443, '127.0.0.1', r));
await new Promise((r) => redirect.listen(80, '127.0.0.1', r));

// The scanner runs in its own process so that it trusts this run's self-signed certificate
// (NODE_EXTRA_CA_CERTS is read only when Node starts).
const runner = path.join(tmp, 'scan.mjs');
fs.writeFileSync(
  runner,
  `import { scan } from ${JSON.stringify(path.join(pkg, 'src', 'scanner', 'index.js'))};\n` +
    `const r = await scan('127.0.0.1');\nprocess.stdout.write(JSON.stringify({ scan: r.scan, tests: r.tests }));\n`,
);
try {
  const { execFile } = await import('node:child_process');
  const out = await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [runner],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert }, maxBuffer: 16 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    ),
  );
  const result = JSON.parse(out);
  console.log(
    `Mozilla HTTP Observatory (scanner ${JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).version}), https://127.0.0.1/ → server.mjs`,
  );
  console.log(
    `grade ${result.scan.grade}, score ${result.scan.score}, tests passed ${result.scan.testsPassed}/${result.scan.testsQuantity}`,
  );
  for (const [name, t] of Object.entries(result.tests))
    console.log(
      `  ${t.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${t.result} (${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier})`,
    );
} finally {
  proxy.close();
  redirect.close();
  await app.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
