#!/usr/bin/env node
// Lighthouse 13 on every route plus one guide page, mobile and desktop presets, median of N runs:
// the four category scores, LCP, TBT, CLS, total bytes and JavaScript bytes (transferred).
//   node bench/lighthouse.mjs [--runs 3] [--only /,/guides]
// Needs a production build and Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Scores on this
// shared 2-core machine swing by several points between runs: read the medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, startServer } from './lib.mjs';

const argv = process.argv;
const runs = Number(argv[argv.indexOf('--runs') + 1] || 3) || 3;
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : null;
const chromePath = chromiumPath();
// --save DIR keeps each run's full Lighthouse report (JSON) for a closer look.
const save = argv.includes('--save') ? argv[argv.indexOf('--save') + 1] : null;
if (save) fs.mkdirSync(save, { recursive: true });
const presets = argv.includes('--preset') ? [argv[argv.indexOf('--preset') + 1]] : ['mobile', 'desktop'];
const guide = fs.existsSync('.next/server/app/guides/number-portability.html') ? ['/guides/number-portability'] : [];
const routes = only ?? ['/', '/plans', '/guides', ...guide, '/about', '/contact', '/privacy', '/terms', '/cookie-policy'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const server = await startServer({ DATABASE_URL: `file:${path.join(os.tmpdir(), 'cs-bench-lh.db')}`, OUTBOX_WORKER: 'off' });
const rows = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const chrome = await chromeLauncher.launch({
          chromePath,
          userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lh-')),
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        });
        try {
          const { lhr } = await lighthouse(
            `${server.url}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (save) fs.writeFileSync(path.join(save, `${preset}${route.replaceAll('/', '_') || '_'}-${i}.json`), JSON.stringify(lhr));
          const items = lhr.audits['resource-summary']?.details?.items ?? [];
          const bytes = (type) => items.find((it) => it.resourceType === type)?.transferSize ?? 0;
          samples.push({
            perf: lhr.categories.performance.score * 100,
            a11y: lhr.categories.accessibility.score * 100,
            bp: lhr.categories['best-practices'].score * 100,
            seo: lhr.categories.seo.score * 100,
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            total: bytes('total'),
            js: bytes('script'),
          });
        } finally {
          await chrome.kill();
        }
      }
      const m = Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
      rows.push({ preset, route, ...m });
      console.log(
        `${preset.padEnd(8)}${route.padEnd(30)} perf ${m.perf.toFixed(0).padStart(3)}  a11y ${m.a11y.toFixed(0).padStart(3)}  bp ${m.bp.toFixed(0).padStart(3)}  seo ${m.seo.toFixed(0).padStart(3)}  ` +
          `LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${m.tbt.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  total ${(m.total / 1024).toFixed(1)} KB  JS ${(m.js / 1024).toFixed(1)} KB`,
      );
    }
  }
} finally {
  await server.stop();
}
console.log(`(median of ${runs} runs each; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${chromePath})`);
