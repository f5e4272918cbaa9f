#!/usr/bin/env node
// HTML bytes per route, no browser: each page of the sitemap (both languages) fetched from the
// production server, its size raw and gzipped (zlib level 9, as a proxy would send it), and the
// share of it that is the React Server Component payload (the `self.__next_f.push` scripts, which
// repeat the page for hydration). With --offenders N, the N client components whose props carry
// the most into that payload on each route: all of it (with the server-rendered children and
// slots they pass through) and the data alone (no elements: what the client itself receives).
//   node bench/html-bytes.mjs [--only /,/ar/plans] [--offenders 5] [--json FILE] [--url http://host:port]
// Needs a production build (`npm run build`); without --url it starts `node server.mjs` itself.
// Byte counts are deterministic: they are valid on a busy machine (unlike timings).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { clientProps, flightOf, flightOfScript } from './flight.mjs';
import { startServer } from './lib.mjs';

/** Raw and gzip bytes of a page's HTML, and of its RSC payload scripts. */
export function htmlFigures(html) {
  const raw = Buffer.byteLength(html);
  const gzip = zlib.gzipSync(html, { level: 9 }).length;
  const { scriptBytes, text } = flightOf(html);
  return { raw, gzip, rsc: scriptBytes, rscShare: raw ? scriptBytes / raw : 0, flight: text };
}

/** GETs a page as a browser without script support would (no RSC header), returning its HTML. */
export async function fetchHtml(url) {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/** Every page path in the sitemap (each language's URL), in the sitemap's order. */
export async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)];
}

/** Client module ids → source paths, from the build's client reference manifests (when present). */
export function clientModules(dir = '.next/server/app') {
  const modules = new Map();
  if (!fs.existsSync(dir)) return modules;
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (f.endsWith('client-reference-manifest.js'))
      for (const m of fs
        .readFileSync(path.join(dir, f), 'utf8')
        .matchAll(/"\[project\]\/([^"]+)":\{"id":"?([^",]+)"?/g))
        modules.set(m[2], m[1]);
  return modules;
}

const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(6);

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv;
  const arg = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : null);
  const offenders = Number(arg('--offenders') ?? 0);
  const server = arg('--url')
    ? { url: arg('--url'), stop: async () => {} }
    : await startServer({
        DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-html-${process.pid}.db`)}`,
        OUTBOX_WORKER: 'off',
      });
  const results = {};
  const modules = offenders ? clientModules() : new Map();
  try {
    const routes = arg('--only')?.split(',') ?? (await sitemapPaths(server.url));
    console.log(
      `${'route'.padEnd(52)} ${'raw KB'.padStart(6)} ${'gzip KB'.padStart(7)} ${'RSC KB'.padStart(6)}  RSC share  payload script KB`,
    );
    for (const route of routes) {
      const html = await fetchHtml(`${server.url}${route}`);
      const { flight, ...f } = htmlFigures(html);
      // A prerendered page's payload is a script of its own, fetched after the first paint.
      const src = html.match(/"(\/_next\/static\/flight\/[\w]+\.js)"/)?.[1];
      const script = src ? await (await fetch(`${server.url}${src}`)).text() : '';
      f.separate = Buffer.byteLength(script);
      const text = script ? flightOfScript(script) : flight;
      const top = offenders ? clientProps(text, modules).slice(0, offenders) : [];
      results[route] = { ...f, offenders: top };
      console.log(
        `${route.padEnd(52)} ${kb(f.raw)} ${kb(f.gzip).padStart(7)} ${kb(f.rsc)}  ${(f.rscShare * 100).toFixed(0).padStart(5)} %  ${kb(f.separate)}`,
      );
      for (const o of top)
        console.log(
          `    ${kb(o.allBytes)} KB props (${kb(o.dataBytes).trim()} KB data)  ×${o.count}  ${o.name}`,
        );
    }
  } finally {
    await server.stop();
  }
  const all = Object.values(results);
  const sum = (k) => all.reduce((s, r) => s + r[k], 0);
  console.log(
    `${`total (${all.length} pages)`.padEnd(52)} ${kb(sum('raw'))} ${kb(sum('gzip')).padStart(7)} ${kb(sum('rsc'))}  ${((sum('rsc') / sum('raw')) * 100).toFixed(0).padStart(5)} %`,
  );
  console.log(
    "(HTML as served to a GET without RSC headers; gzip: zlib level 9; RSC: the self.__next_f.push scripts in the HTML; payload script: a prerendered page's payload, moved out of its HTML)",
  );
  if (arg('--json')) fs.writeFileSync(arg('--json'), JSON.stringify(results, null, 2));
}
