#!/usr/bin/env node
// Lighthouse 13 on every route plus one guide page, mobile and desktop presets, median of N runs:
// the four category scores, LCP, TBT, CLS, total bytes and JavaScript bytes (transferred).
//   node bench/lighthouse.mjs [--runs 3] [--only /,/guides] [--preset mobile|desktop] [--save DIR] [--no-floor]
// With the mobile preset it also measures bench/floor.mjs's bare Next 16 page (the framework's
// floor here) in the same run, and prints each route's LCP beside the floor's (goal: within 0.4 s).
// Needs a production build and Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Scores on this
// shared 2-core machine swing by several points between runs: read the medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureFloor } from './floor.mjs';
import { formatSample, lighthouseSample, medianSample } from './lighthouse-run.mjs';
import { chromiumPath, startServer } from './lib.mjs';

const argv = process.argv;
const runs = Number(argv[argv.indexOf('--runs') + 1] || 3) || 3;
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : null;
const chromePath = chromiumPath();
// --save DIR keeps each run's full Lighthouse report (JSON) for a closer look.
const save = argv.includes('--save') ? argv[argv.indexOf('--save') + 1] : null;
if (save) fs.mkdirSync(save, { recursive: true });
const presets = argv.includes('--preset')
  ? [argv[argv.indexOf('--preset') + 1]]
  : ['mobile', 'desktop'];
const guide = fs.existsSync('.next/server/app/en/guides/number-portability.html')
  ? ['/guides/number-portability']
  : [];
const routes = only ?? [
  '/',
  '/plans',
  '/guides',
  ...guide,
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookie-policy',
];

const withFloor = presets.includes('mobile') && !argv.includes('--no-floor');
// The floor first, while the site's server is not yet running.
const floor = withFloor ? await measureFloor({ runs, chromePath }) : null;
if (floor)
  console.log(
    `${'mobile'.padEnd(8)}${'(floor) bare Next 16 page'.padEnd(30)} ${formatSample(floor)}`,
  );

const server = await startServer({
  DATABASE_URL: `file:${path.join(os.tmpdir(), `cs-bench-lh-${process.pid}-${Date.now()}.db`)}`,
  OUTBOX_WORKER: 'off',
});
try {
  for (const preset of presets) {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const saveAs = save
          ? path.join(save, `${preset}${route.replaceAll('/', '_') || '_'}-${i}.json`)
          : undefined;
        samples.push(
          await lighthouseSample(`${server.url}${route}`, { preset, chromePath, saveAs }),
        );
      }
      const m = medianSample(samples);
      const vsFloor =
        floor && preset === 'mobile'
          ? `  LCP vs floor ${m.lcp - floor.lcp >= 0 ? '+' : '-'}${(Math.abs(m.lcp - floor.lcp) / 1000).toFixed(2)} s${m.lcp - floor.lcp <= 400 ? '' : ' (over 0.4 s)'}`
          : '';
      console.log(`${preset.padEnd(8)}${route.padEnd(30)} ${formatSample(m)}${vsFloor}`);
    }
  }
} finally {
  await server.stop();
}
console.log(
  `(median of ${runs} runs each; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${chromePath})`,
);
