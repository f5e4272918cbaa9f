#!/usr/bin/env node
// Lighthouse 13 (mobile preset by default) on this site's pages in both languages and on the three
// anchors of issue 30, in ONE interleaved run: run 1 of every target, then run 2 of every target…,
// so that a change of machine load touches all of them alike (with --before, a page and the same
// page of the other build swap places in every other pass, so neither is always measured second).
// Median of N runs per target.
// Prints the load average before and after, then one row per target: performance score, FCP, LCP,
// TBT, CLS, JavaScript transferred, HTML bytes raw/gzip (fetched once) and
// the LCP element (Lighthouse's lcp-breakdown-insight node), with LCP against the starter's home,
// the bare page with Inter, and (for /ar pages) the English twin. A second table gives every run's
// FCP and LCP, and with --before each page's LCP against the other build run by run (how many of
// the paired runs it was earlier in): the medians of a few runs hide a change smaller than their
// spread that every pair shows.
//
// How to run (only on a quiet machine: load average below 1, nothing else running):
//   npm run build                                     # this site, into .next
//   /work/shared/perf/anchors.sh /work/.mirror/timlrx+tailwind-nextjs-starter-blog/repo
//                                                     # serves the anchors on 3200, 3300, 3301
//                                                     # (builds them once into /tmp; later only starts them)
//   node bench/lighthouse.mjs --runs 3                # about 30 minutes: 34 targets (30 pages, 4 anchors)
//                                                     # × 3 runs × 15-18 s
// Options:
//   --runs N          runs per target (default 3; the median is printed)
//   --only /,/ar      these paths of this site instead of the default list
//   --all             every page of the sitemap (both languages) instead of one page per page type
//   --preset desktop  Lighthouse's desktop preset instead of mobile
//   --no-anchors      this site only (the anchors are otherwise required, and checked before the run)
//   --save DIR        keep every run's full Lighthouse report (JSON)
//   --before DIR      also a second build of this site (another checkout with its own .next, e.g.
//                     the commit before a change), each page measured beside it as 'before: /…'
//   --h2              every target (pages, before, anchors) through a TLS + HTTP/2 front
//                     (bench/h2-proxy.mjs), as production's nginx serves, instead of HTTP/1.1
//   --without LIST    also this site with each patch over Next's output named left out, one build
//                     each ('without paint-first: /…'): paint-first, status-pages
//                     (adds the 404 page in each language), or all (the three); a build-time patch
//                     is built again in a temp folder (bench/lighthouse-variants.mjs, minutes each;
//                     --reuse keeps one already there). Prints the median route of each build and
//                     whether each patch earns its place (issue 53 §3).
// The default list is one page of each page type of the sitemap (the first guide, plan, issue…),
// in English and Arabic. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startH2Proxy } from './h2-proxy.mjs';
import {
  chromiumPath,
  fetchHtml,
  htmlFigures,
  selfSignedCert,
  sitemapPaths,
  startServer,
} from './lib.mjs';
import { lighthouseSample, medianSample, passOrder, routeOf } from './lighthouse-run.mjs';
import { medianRouteLines, printTable, runLines } from './lighthouse-table.mjs';
import { MISSING_PAGES, buildVariant, parseWithout, uptime } from './lighthouse-variants.mjs';

const argv = process.argv;
const arg = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : null);
const runs = Number(arg('--runs') ?? 3) || 3;
const preset = arg('--preset') ?? 'mobile';
const save = arg('--save');
if (save) fs.mkdirSync(save, { recursive: true });
const chromePath = chromiumPath();

const ANCHORS = [
  { label: 'anchor: starter /', url: 'http://127.0.0.1:3200/' },
  {
    label: 'anchor: starter post',
    url: 'http://127.0.0.1:3200/blog/release-of-tailwind-nextjs-starter-blog-v2.0',
  },
  { label: 'anchor: bare page', url: 'http://127.0.0.1:3300/' },
  { label: 'anchor: bare + Inter', url: 'http://127.0.0.1:3301/' },
];

// Collections whose pages share one template: the default list keeps the first of each.
const COLLECTIONS = ['/guides/', '/plans/catalogue/', '/newsletter/'];
const pageType = (p) => {
  const bare = p.replace(/^\/ar(?=\/|$)/, '') || '/';
  const c = COLLECTIONS.find((prefix) => bare.startsWith(prefix) && bare.length > prefix.length);
  return `${p.startsWith('/ar') ? 'ar' : 'en'} ${c ? `${c}*` : bare}`;
};

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const anchors = argv.includes('--no-anchors') ? [] : ANCHORS;
for (const a of anchors) {
  const ok = await fetch(a.url).then(
    (r) => r.ok,
    () => false,
  );
  if (!ok) {
    console.error(
      `${a.url} does not answer: start the anchors first with\n  /work/shared/perf/anchors.sh /work/.mirror/timlrx+tailwind-nextjs-starter-blog/repo\n(or pass --no-anchors).`,
    );
    process.exit(2);
  }
}

const serve = (cwd, extra = {}) =>
  startServer(
    {
      DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-lh-${process.pid}-${Date.now()}.db`)}`,
      OUTBOX_WORKER: 'off',
      PATCHES_OFF: '',
      ...extra,
    },
    { cwd },
  );
// The other builds, each page measured beside this one's: --before DIR, then one per --without patch.
const without = parseWithout(arg('--without'));
for (const v of without)
  if (v.build) v.cwd = buildVariant(process.cwd(), v.off, { reuse: argv.includes('--reuse') });
const server = await serve();
const others = [];
if (arg('--before'))
  others.push({ name: 'before', server: await serve(path.resolve(arg('--before'))) });
for (const v of without) others.push({ ...v, server: await serve(v.cwd, { PATCHES_OFF: v.off }) });
const missing = without.some((v) => v.off === 'status-pages') ? MISSING_PAGES : [];
// --h2: each origin behind its own TLS + HTTP/2 front; HTML bytes are still fetched from the origin.
const h2 = argv.includes('--h2');
const certFiles = h2 ? selfSignedCert(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-h2-'))) : null;
const cert = certFiles && {
  key: fs.readFileSync(certFiles.key),
  cert: fs.readFileSync(certFiles.cert),
};
const fronts = new Map();
const front = async (url) => {
  if (!h2) return url;
  const { origin, pathname, search } = new URL(url);
  if (!fronts.has(origin)) fronts.set(origin, await startH2Proxy(origin, cert));
  return fronts.get(origin).url + pathname + search;
};
try {
  const all = await sitemapPaths(server.url);
  const routes =
    arg('--only')?.split(',') ??
    (argv.includes('--all')
      ? all
      : all.filter((p, i) => all.findIndex((q) => pageType(q) === pageType(p)) === i));
  const targets = [
    ...anchors,
    ...[...routes, ...missing].flatMap((r) => [
      ...others.map((o) => ({ label: `${o.name}: ${r}`, url: `${o.server.url}${r}` })),
      { label: r, url: `${server.url}${r}` },
    ]),
  ];
  for (const t of targets) {
    t.missing = missing.includes(routeOf(t.label));
    t.html = htmlFigures(await fetchHtml(t.url, t.missing ? 404 : 200));
    t.url = await front(t.url);
  }
  const loadBefore = `${load()} (${uptime()})`;
  console.log(
    `load before: ${loadBefore}  (${targets.length} targets × ${runs} runs, ${preset}${h2 ? ', TLS + HTTP/2' : ''}, started ${new Date().toISOString()})`,
  );
  const samples = new Map(targets.map((t) => [t, []]));
  for (let i = 0; i < runs; i++) {
    process.stderr.write(`\nround ${i + 1} of ${runs}, ${uptime()}\n`);
    for (const t of passOrder(targets, i)) {
      const saveAs = save
        ? path.join(save, `${preset}-${t.label.replace(/[^a-z0-9]+/gi, '_')}-${i}.json`)
        : undefined;
      samples.get(t).push(
        await lighthouseSample(t.url, {
          preset,
          chromePath,
          saveAs,
          selfSigned: h2,
          missing: t.missing,
        }),
      );
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');
  // Every run's figures, kept before the table is printed (a table that fails loses no run).
  const raw = path.join(os.tmpdir(), `lighthouse-${Date.now()}.json`);
  fs.writeFileSync(
    raw,
    JSON.stringify(targets.map((t) => ({ label: t.label, runs: samples.get(t) }))),
  );
  console.log(`every run's figures: ${raw}`);
  console.log(
    `load after: ${load()}  (before: ${loadBefore}; finished ${new Date().toISOString()})`,
  );
  const rows = targets.map((t) => ({
    label: t.label,
    html: t.html,
    m: medianSample(samples.get(t)),
  }));
  printTable(rows);
  if (others.length) {
    console.log(`\nThe median route of each build (${uptime()}):`);
    const builds = ['', ...others.map((o) => `${o.name}: `)];
    for (const line of medianRouteLines(rows, builds, missing)) console.log(line);
  }
  console.log('');
  for (const line of runLines(targets.map((t) => ({ label: t.label, runs: samples.get(t) }))))
    console.log(line);
} finally {
  for (const f of fronts.values()) await f.stop();
  await server.stop();
  for (const o of others) await o.server.stop();
}
const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
console.log(
  `(median of ${runs} interleaved runs each; Lighthouse ${version} ${preset}${h2 ? ' over TLS + HTTP/2' : ''}, ${chromePath})`,
);
