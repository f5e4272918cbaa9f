#!/usr/bin/env node
// JavaScript each route makes Chromium transfer: compressed bytes on the wire (brotli, as server.mjs
// serves scripts to browsers that accept it) and decoded bytes, for the
// scripts requested up to the load event, and everything scripted after 2 s idle (prefetches).
//   node bench/js-weight.mjs [--only /,/guides]
// Needs a production build and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath, startServer } from './lib.mjs';

const argv = process.argv;
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : null;
const guide = fs.existsSync('.next/server/app/en/guides/number-portability.html')
  ? ['/guides/number-portability']
  : [];
const routes = only ?? [
  '/',
  '/plans',
  '/plans/catalogue',
  '/plans/compare',
  '/guides',
  ...guide,
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookie-policy',
];

const server = await startServer({
  DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-js-${process.pid}-${Date.now()}.db`)}`,
  OUTBOX_WORKER: 'off',
});
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// Figures recorded before issue 10's client-component work, printed beside today's.
const before = JSON.parse(
  fs.readFileSync(new URL('./js-weight-before.json', import.meta.url), 'utf8'),
);
const delta = (now, was) =>
  was === undefined ? '' : ` (${now - was >= 0 ? '+' : ''}${(now - was).toFixed(1)})`;
console.log(
  `${'route'.padEnd(30)} ${"page's own JS (wire / decoded, files)".padEnd(38)} ${`before ${before.commit} (gzip)`.padEnd(26)} all JS after 2 s idle, incl. prefetches (wire): now (change)`,
);
try {
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    const pending = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await req.sizes().catch(() => null);
          const body = await (await req.response())?.body().catch(() => Buffer.alloc(0));
          if (sizes)
            scripts.push({
              path: new URL(req.url()).pathname,
              wire: sizes.responseBodySize,
              decoded: body?.length ?? 0,
            });
        })(),
      );
    });
    const res = await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
    // The page's own scripts are those its HTML names, as <script src>, as a script preload or
    // in the loader that adds them after the first paint (lib/server/static/paint-first.mjs);
    // the rest are prefetches for linked routes and code fetched on demand after load.
    const html = await res.text();
    const loader =
      [...html.matchAll(/<script>([^<]*first-contentful-paint[^<]*)<\/script>/g)][0]?.[1] ?? '';
    const own = new Set(
      [
        ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
        ...html.matchAll(
          /<link(?=[^>]*rel="(?:preload|modulepreload)")(?=[^>]*as="script")[^>]*href="([^"]+)"/g,
        ),
        ...loader.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g),
      ].map((m) => m[1]),
    );
    await page.waitForTimeout(2000);
    await Promise.all(pending);
    const atLoad = scripts.filter((s) => own.has(s.path));
    const sum = (xs, k) => xs.reduce((n, x) => n + x[k], 0);
    const was = before.routes[route];
    const ownKb = sum(atLoad, 'wire') / 1024;
    const all = sum(scripts, 'wire') / 1024;
    console.log(
      `${route.padEnd(30)} ${`${kb(sum(atLoad, 'wire'))} / ${kb(sum(atLoad, 'decoded'))}, ${atLoad.length}`.padEnd(38)} ${(was ? `${was.ownGzipKB.toFixed(1)} KB${delta(ownKb, was.ownGzipKB)}` : '-').padEnd(26)} ${kb(sum(scripts, 'wire'))}${delta(all, was?.allGzipKB)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  '(bytes as Chromium transferred them from server.mjs on loopback: brotli since the build precompresses scripts, gzip before; a fresh browser context per route)',
);
