// Shared helpers for the benchmarks: start the production server on a free port, wait for it, stop it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { FULL_CHROMIUM } from '../e2e/chromium-flags.mjs';

/**
 * Debian's full Chromium unless CHROMIUM_PATH says otherwise; exits with a clear message when it is
 * missing. Not the e2e suite's headless shell (e2e/chromium-flags.mjs suiteChromiumPath): Lighthouse
 * measures what a visitor's browser does, and the other benchmarks' recorded figures were taken in
 * the full browser.
 */
export function chromiumPath() {
  const p = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
  if (!fs.existsSync(p)) {
    console.error(
      `No Chromium at ${p}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(2);
  }
  return p;
}

/** The flags every benchmark launches Chromium with: the e2e suite's (e2e/chromium-flags.mjs). */
export { CHROMIUM_FLAGS } from '../e2e/chromium-flags.mjs';

/** A benchmark's numeric option: the number after `--name`, else `dflt`. */
export function numberArg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
}

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs)
      throw new Error(`${url} did not come up in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts `node server.mjs` (the production server) with extra environment, in `cwd` (a build). */
export async function startServer(env = {}, { cwd } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Never leave the server behind when the benchmark dies.
  const kill = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return {
    url,
    port,
    child,
    stop: () =>
      new Promise((r) =>
        child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')),
      ),
  };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 (openssl), valid one day, written to
 * `dir` as cert.pem and key.pem. Used by bench:headers and the topology test.
 */
export function selfSignedCert(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
    ].concat(['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** Raw and gzip (zlib level 9, as a proxy would send it) bytes of a page's HTML. */
export function htmlFigures(html) {
  return { raw: Buffer.byteLength(html), gzip: zlib.gzipSync(html, { level: 9 }).length };
}

/** GETs a page as a browser without script support would (no RSC header), returning its HTML. */
export async function fetchHtml(url, status = 200) {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  if (res.status !== status) throw new Error(`${url}: ${res.status}, not ${status}`);
  return res.text();
}

/** Every page path in the sitemap (each language's URL), in the sitemap's order. */
export async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)];
}
