#!/usr/bin/env node
// Where a page's start-up CPU goes, as a phone would feel it: each route is loaded in Chromium with
// the CPU slowed 4× (Lighthouse's mobile multiplier) under V8's sampling profiler (100 µs), up to the
// load event plus 3 s. Samples are attributed to their source files through the build's source maps
// and grouped: React DOM, the RSC client, Next's client runtime, Turbopack's runtime, other packages,
// this site's own code (app/, components/, lib/), and the browser's own work (style, layout, parsing,
// paint and compilation, which V8 reports as "(program)"), plus garbage collection. Long tasks come
// from the page's own PerformanceObserver: their count and blocking time (each task's time over 50 ms,
// summed over the whole load, so larger than Lighthouse's TBT, which stops at interactive).
//   BROWSER_SOURCE_MAPS=1 npm run build && node bench/boot.mjs [--only /,/privacy] [--runs 3]
//   node bench/boot.mjs --tasks --only /about   also, for each route's first run, the stretches of
//     main-thread work over 50 ms and the functions most on the stack in each (bench/boot-tasks.mjs)
//     (--top N: how many functions a stretch lists, 12 by default; --within NAME: only the samples
//     with the function NAME on their stack, such as performSyncWorkOnRoot)
//   node bench/boot.mjs --base http://127.0.0.1:PORT --only /   another running site (such as bench/floor.mjs's
//     bare page): without its source maps, its script time is one "unmapped" figure
// Median of the runs per figure. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { frameName, longStretches } from './boot-tasks.mjs';
import { CHROMIUM_FLAGS, chromiumPath, startServer } from './lib.mjs';

const argv = process.argv;
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const runs = Number(arg('--runs', 3)) || 3;
const routes = arg(
  '--only',
  '/,/plans,/guides,/guides/number-portability,/about,/contact,/privacy',
).split(',');
const base = arg('--base', null);
const tasks = argv.includes('--tasks');
const topFrames = Number(arg('--top', 12)) || 12;
const within = arg('--within', null);
const chunks = path.resolve('.next/static/chunks');

/** The source map a served chunk names in its last line, or null when the build has none. */
const maps = new Map();
function mapFor(url) {
  const file = url.match(/\/_next\/static\/chunks\/([^?#]+\.js)/)?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const js = fs.existsSync(path.join(chunks, file))
      ? fs.readFileSync(path.join(chunks, file), 'utf8')
      : '';
    const name = js.match(/sourceMappingURL=(\S+)\s*$/)?.[1];
    const mapPath = name && path.join(chunks, name);
    maps.set(
      file,
      mapPath && fs.existsSync(mapPath)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapPath, 'utf8')))
        : null,
    );
  }
  return maps.get(file);
}

/** Groups of JavaScript time; 'unmapped' is script from a chunk without a source map. */
const SCRIPT_GROUPS = [
  'React DOM',
  'RSC client',
  'Next runtime',
  'Turbopack runtime',
  'other packages',
  'this site',
  'page inline scripts',
  'unmapped',
];
const GROUPS = [
  ...SCRIPT_GROUPS,
  'browser: style, layout, parse, paint',
  'garbage collection',
  'DOM and web APIs',
];

/** Which group a profile node's own time belongs to. */
function groupOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) {
    if (functionName === '(program)') return 'browser: style, layout, parse, paint';
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(idle)' || functionName === '(root)') return null;
    return 'DOM and web APIs';
  }
  if (!url.includes('/_next/static/')) return 'page inline scripts';
  const sm = base ? null : mapFor(url);
  if (!sm) return 'unmapped';
  const source =
    sm.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source ?? '';
  if (source.includes('compiled/react-dom/')) return 'React DOM';
  if (source.includes('compiled/react-server-dom')) return 'RSC client';
  if (source.includes('node_modules/next/')) return 'Next runtime';
  if (source.startsWith('turbopack:///[turbopack]')) return 'Turbopack runtime';
  if (source.includes('node_modules/')) return 'other packages';
  if (/\[project\]\/(app|components|lib)\//.test(source) || /^(app|components|lib)\//.test(source))
    return 'this site';
  return 'unmapped';
}

async function measure(browser, url, printTasks = false) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    new PerformanceObserver((list) =>
      w.__longTasks.push(...list.getEntries().map((e) => e.duration)),
    ).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  await context.close();
  if (printTasks) printStretches(profile);

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = Object.fromEntries(GROUPS.map((g) => [g, 0]));
  profile.samples.forEach((id, i) => {
    const group = groupOf(nodes.get(id).callFrame);
    if (group) ms[group] += profile.timeDeltas[i] / 1000;
  });
  return {
    ...ms,
    fcp,
    longTasks: longTasks.length,
    blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  };
}

/** The original position of a profile frame, through its chunk's source map. */
function original({ url, lineNumber, columnNumber }) {
  const sm = url && !base ? mapFor(url) : null;
  return sm?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) ?? null;
}

function printStretches(profile) {
  for (const s of longStretches(profile, (f) => frameName(f, original), {
    top: topFrames,
    within,
  })) {
    console.log(`  work from ${s.startMs.toFixed(0)} ms, ${s.ms.toFixed(0)} ms:`);
    for (const [f, ms] of s.frames) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${f}`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = base
  ? { url: base, stop: async () => {} }
  : await startServer({
      DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-boot-${process.pid}-${Date.now()}.db`)}`,
      OUTBOX_WORKER: 'off',
    });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++)
      samples.push(await measure(browser, server.url + route, tasks && i === 0));
    const m = Object.fromEntries(
      Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]),
    );
    if (!base && m.unmapped > 0 && m['this site'] === 0) {
      console.error(
        'No source maps in .next/static/chunks: build with BROWSER_SOURCE_MAPS=1 npm run build first.',
      );
      process.exitCode = 2;
      break;
    }
    const script = SCRIPT_GROUPS.reduce((s, g) => s + m[g], 0);
    console.log(
      `${route}  FCP ${m.fcp.toFixed(0)} ms  long tasks ${m.longTasks}, blocking ${m.blocking.toFixed(0)} ms  script ${script.toFixed(0)} ms, of which this site ${m['this site'].toFixed(0)} ms (${((100 * m['this site']) / script).toFixed(0)}%)`,
    );
    for (const g of GROUPS)
      if (m[g] >= 1) console.log(`  ${g.padEnd(40)} ${m[g].toFixed(0).padStart(6)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (!process.exitCode)
  console.log(`(CPU slowed 4×, 412×823 phone viewport, median of ${runs} runs; ${chromiumPath()})`);
