#!/usr/bin/env node
// Main-thread blocking after the first paint, this build against another, in one interleaved run.
// Lighthouse's TBT on this 2-core machine spreads by 200-1,000 ms between single runs of one page
// (its Chromium, trace and audits share the cores with the page, and TBT is wall time), so a change
// of 100 ms does not show in a median of 5. This counts CPU time instead: each run loads the page
// in a fresh context of one Chromium (412×823), traces it, and takes the thread time of the
// renderer main thread's tasks from the first contentful paint to the load event plus 3 s: the
// CPU the page's own work used, which the rest of the machine barely changes. Each task is then
// slowed 4× as Lighthouse's mobile simulation does, and what is over 50 ms is summed (Lighthouse
// stops at interactive and counts wall time, so its TBT differs; this is for comparing builds).
// Runs alternate which build goes first.
//   node bench/blocking.mjs --before /work/wt-old --only /contact,/ar/contact --runs 7
//   node bench/blocking.mjs --only /,/ar          this build alone
//   node bench/blocking.mjs --only /about,http://127.0.0.1:3300/ --tasks
//                                                 a full URL is measured as it is (the anchors of
//                                                 issue 30, bench/lighthouse.mjs); --tasks lists
//                                                 each run's tasks over 50 ms at 4×
// --before DIR: another checkout with its own build (`npm run build` there), served beside this one.
// Prints the load average before and after; measure only on a quiet machine (load below 1).
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath, numberArg, startServer } from './lib.mjs';

const argv = process.argv;
const arg = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const runs = numberArg('runs', 7);
const paths = (arg('--only') ?? '/,/ar,/about,/ar/about,/contact,/ar/contact').split(',');
const beforeDir = arg('--before');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const loadBefore = load();
console.log(`load before: ${loadBefore}  (${paths.length} pages × ${runs} runs)`);
const builds = { after: await startServer() };
if (beforeDir) builds.before = await startServer({}, { cwd: beforeDir });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const version = browser.version();

/**
 * One load of `url`, traced: the renderer main thread's top-level tasks from the first contentful
 * paint to the load event plus 3 s. `cpu`: their thread time (ms), the CPU the page's own work
 * took, which other processes on the machine barely change (wall time counts their turns too);
 * `blocking`: Σ max(0, 4 × thread time − 50) over them, as Lighthouse's simulation slows each task
 * 4× and counts what is over 50 ms; `tasks`: how many of them that leaves over 50 ms.
 */
async function measure(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    const parse = events.find(
      (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url),
    );
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
    const tasks = events.filter(
      (e) =>
        e.pid === parse.pid &&
        e.tid === parse.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.ts >= fcp.ts,
    );
    const ms = tasks.map((t) => (t.tdur ?? t.dur) / 1000);
    return {
      cpu: ms.reduce((a, b) => a + b, 0),
      blocking: ms.reduce((a, t) => a + Math.max(0, 4 * t - 50), 0),
      tasks: ms.filter((t) => 4 * t > 50).length,
      long: ms.filter((t) => 4 * t > 50).map((t) => Math.round(4 * t)),
    };
  } finally {
    await context.close();
  }
}

const samples = new Map();
const order = Object.keys(builds);
for (let run = 0; run < runs; run++)
  for (const p of paths)
    for (const build of run % 2 ? [...order].reverse() : order) {
      const key = `${build === 'before' ? 'before: ' : ''}${p}`;
      if (!samples.has(key)) samples.set(key, []);
      if (/^https?:/.test(p) && build === 'before') continue;
      samples.get(key).push(await measure(/^https?:/.test(p) ? p : builds[build].url + p));
    }

await browser.close();
await Promise.all(Object.values(builds).map((b) => b.stop()));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`load after: ${load()}  (before: ${loadBefore})`);
console.log(
  '| page | blocking at 4× (median) | every run | CPU ms after FCP | tasks over 50 ms at 4× |',
);
console.log('|---|---|---|---|---|');
for (const p of paths)
  for (const key of [`before: ${p}`, p].filter((k) => samples.get(k)?.length)) {
    const s = samples.get(key);
    const b = s.map((x) => Math.round(x.blocking));
    console.log(
      `| ${key} | ${median(b)} | ${b.join(' ')} | ${Math.round(median(s.map((x) => x.cpu)))} | ${median(s.map((x) => x.tasks))} |`,
    );
    if (argv.includes('--tasks'))
      for (const x of s) console.log(`|   tasks at 4× (ms) | ${x.long.join(' ')} | | | |`);
  }
console.log(
  `(median of ${runs} runs, interleaved; Chromium ${version}, 412×823, main-thread CPU time from FCP to the load event + 3 s)`,
);
process.exit(0);
