#!/usr/bin/env node
// What sets Lighthouse's LCP (issue 30): Lighthouse on a mobile preset does not time the page on a
// slow link; it loads it unthrottled, then simulates a slow-4G load (Lantern) of the requests and
// main-thread tasks that it counts as needed for the largest paint: every request that finished,
// and every layout that ran, before the paint it observed. This prints that simulation for each run:
// each request (file, KB, connection; "r" when the connection was reused) and each main-thread task
// (its observed ms; Lantern runs it 4× slower), with the simulated start and end. The LCP is the end
// of the last of them. Pages and anchors run interleaved, as bench/lighthouse.mjs runs them.
//
//   node bench/lcp-path.mjs [--runs N] /about /ar/about [http://127.0.0.1:3300/ …]
//
// Paths are this site's (a server is started on the current build); full URLs are measured as given.
// Only on a quiet machine (load average below 1). Needs Chromium (CHROMIUM_PATH).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { CHROMIUM_FLAGS, chromiumPath, startServer } from './lib.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) || 1 : 1;
const targets = argv.filter((a, i) => !a.startsWith('--') && (runsAt < 0 || i !== runsAt + 1));
if (!targets.length) {
  console.error('usage: node bench/lcp-path.mjs [--runs N] /path … [http://… …]');
  process.exit(2);
}
const server = targets.some((t) => t.startsWith('/')) ? await startServer() : null;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One node of the simulation: a request or a main-thread task. */
const describe = (node) => {
  if (node.type !== 'network') return `task ${(node.duration / 1000).toFixed(0)} ms`;
  const { url, transferSize, connectionId, connectionReused } = node.request;
  const file = url.replace(/[?#].*$/, '').replace(/^.*\//, '') || url;
  return `${file.slice(0, 32)} ${(transferSize / 1024).toFixed(1)} KB c${connectionId}${connectionReused ? 'r' : ''}`;
};

console.log(`load before: ${load()}  (${targets.length} targets × ${runs} runs, mobile)`);
try {
  for (let run = 0; run < runs; run++)
    for (const target of targets) {
      const url = target.startsWith('/') ? server.url + target : target;
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lh-')),
        chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
      });
      let lhr;
      try {
        ({ lhr } = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        }));
      } finally {
        await chrome.kill();
      }
      const timings = Lantern.Simulation.Simulator.allNodeTimings;
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      console.log(`\n${target} (run ${run + 1}): LCP ${(lcp / 1000).toFixed(2)} s`);
      for (const label of [
        'optimisticLargestContentfulPaint',
        'pessimisticLargestContentfulPaint',
      ]) {
        const nodes = [...(timings.get(label)?.entries() ?? [])]
          .map(([node, t]) => ({ what: describe(node), start: t.startTime, end: t.endTime }))
          .sort((a, b) => a.start - b.start || a.end - b.end);
        const end = Math.max(...nodes.map((n) => n.end));
        console.log(
          `  ${label.replace('LargestContentfulPaint', '')} (ends ${Math.round(end)} ms):`,
        );
        for (const n of nodes)
          console.log(
            `    ${n.end === end ? '*' : ' '} ${n.what.padEnd(50)} ${String(Math.round(n.start)).padStart(5)} → ${Math.round(n.end)}`,
          );
      }
      timings.clear();
    }
} finally {
  await server?.stop();
}
console.log(`\nload after: ${load()}`);
console.log(
  '(* the node that ends last: the simulated LCP is the mean of the two ends, never before the FCP)',
);
process.exit(0);
