#!/usr/bin/env node
// What would Lighthouse's simulated FCP and LCP be if the page's requests were different (issue 30)?
// Lighthouse's mobile figures are a Lantern simulation of the requests and tasks it recorded at full
// speed (bench/lcp-path.mjs prints that graph). This records each page once per run, then audits the
// same recording again under each case: requests left out, requests of another size, or every
// request over one HTTP/2 connection (as production's nginx serves). Same recording, same tasks:
// only what the case names differs, so the cases compare without the run-to-run noise of loads.
//
//   node bench/lcp-whatif.mjs [--runs N] /ar/about /about \
//     --case "merged: drop=arabic-latin-; size=arabic-arabic-400=17548; size=arabic-arabic-700=17604" \
//     --case "h2: h2"
//
// A case is `name: op; op …`: `drop=TEXT` leaves out every request whose URL contains TEXT,
// `size=TEXT=BYTES` gives their bodies BYTES (headers as recorded), `h2` serves every request over
// HTTP/2 on the document's connection; `TEXT$` names only URLs that end with TEXT (`/plans$`, the
// page and not its /images/plans/… files). Paths are this site's (a server is started on the
// current build); full URLs are measured as given. Only on a quiet machine (load below 1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { applyCase, parseCase } from './lantern-cases.mjs';
import { CHROMIUM_FLAGS, chromiumPath, startServer } from './lib.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

async function main() {
  const argv = process.argv.slice(2);
  const runs = Number(argv[argv.indexOf('--runs') + 1]) || 1;
  const cases = [{ name: 'as recorded', ops: [] }];
  const targets = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') i++;
    else if (argv[i] === '--case') cases.push(parseCase(argv[++i]));
    else targets.push(argv[i]);
  }
  if (!targets.length) {
    console.error('usage: node bench/lcp-whatif.mjs [--runs N] /path … [--case "name: op; op"] …');
    process.exit(2);
  }
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const server = targets.some((t) => t.startsWith('/')) ? await startServer() : null;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-whatif-'));
  /** figures[target][case] = [{ fcp, lcp }] */
  const figures = {};
  console.log(`load before: ${load()}  (${targets.length} targets × ${runs} runs, mobile)`);
  try {
    for (let run = 0; run < runs; run++)
      for (const target of targets) {
        const url = target.startsWith('/') ? server.url + target : target;
        const dir = path.join(tmp, `${run}-${targets.indexOf(target)}`);
        const chrome = await chromeLauncher.launch({
          chromePath: chromiumPath(),
          userDataDir: fs.mkdtempSync(path.join(tmp, 'profile-')),
          chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
        });
        try {
          await lighthouse(url, {
            port: chrome.port,
            logLevel: 'error',
            onlyCategories: ['performance'],
            gatherMode: dir,
          });
        } finally {
          await chrome.kill();
        }
        const logFile = path.join(dir, 'devtoolslog.json');
        const recorded = JSON.parse(fs.readFileSync(logFile, 'utf8'));
        for (const c of cases) {
          const caseDir = path.join(tmp, `${run}-${targets.indexOf(target)}-${cases.indexOf(c)}`);
          const log = applyCase(recorded, c.ops);
          if (!log) continue;
          fs.cpSync(dir, caseDir, { recursive: true });
          fs.writeFileSync(path.join(caseDir, 'devtoolslog.json'), JSON.stringify(log));
          const result = await lighthouse(undefined, {
            logLevel: 'error',
            onlyCategories: ['performance'],
            auditMode: caseDir,
          });
          const a = result.lhr.audits;
          const row = ((figures[target] ??= {})[c.name] ??= []);
          row.push({
            fcp: a['first-contentful-paint'].numericValue,
            lcp: a['largest-contentful-paint'].numericValue,
          });
        }
      }
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`load after: ${load()}\n`);
  const s = (ms) => (ms / 1000).toFixed(2);
  console.log(`${'target'.padEnd(28)} ${'case'.padEnd(16)} FCP s  LCP s  (LCP each run)`);
  for (const target of targets)
    for (const c of cases) {
      const row = figures[target]?.[c.name] ?? [];
      if (!row.length) continue; // the case names no request of this page
      console.log(
        `${target.padEnd(28)} ${c.name.padEnd(16)} ${s(median(row.map((r) => r.fcp)))}   ${s(median(row.map((r) => r.lcp)))}   (${row.map((r) => s(r.lcp)).join(' ')})`,
      );
    }
  console.log('\nEach case audits the same recordings (Lighthouse audit mode); medians over runs.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main().then(() => process.exit(0));
