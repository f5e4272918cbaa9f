// One Lighthouse run in a fresh headless Chromium, reduced to the figures the benchmarks print.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from './lib.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** The LCP element as Lighthouse names it: lcp-breakdown-insight's node, or the older audit's. */
function lcpElement(lhr) {
  const details = [
    lhr.audits['lcp-breakdown-insight']?.details,
    lhr.audits['largest-contentful-paint-element']?.details,
  ];
  for (const d of details) {
    const lists = d?.type === 'list' ? d.items : d ? [d] : [];
    for (const item of lists.flatMap((l) => (l.type === 'node' ? [l] : (l.items ?? []))))
      for (const node of [item, item.node].filter((n) => n?.type === 'node')) {
        const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '?';
        const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
        return `${tag} "${label}"`;
      }
  }
  return '-';
}

/** Scores (0–100), FCP/LCP/TBT (ms), CLS, bytes transferred (total, script code, payload script, font, document) and the LCP element of one run. */
export async function lighthouseSample(
  url,
  { preset = 'mobile', chromePath, saveAs, selfSigned = false, missing = false } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lh-')),
    // A self-signed certificate (the --h2 front, bench/h2-proxy.mjs) is accepted.
    chromeFlags: selfSigned ? [...FLAGS, '--ignore-certificate-errors'] : FLAGS,
  });
  try {
    const { lhr } = await lighthouse(
      url,
      // A missing page (`missing`: the 404 page is what is measured) is audited despite its status.
      { port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: missing },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(lhr));
    // A run whose page did not load (the server gone, an interstitial) has no figures: its scores
    // are null and its byte counts 0, which must not count as a page that scored 0.
    if (lhr.runtimeError) return { failed: lhr.runtimeError.code };
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    const bytes = (type) => items.find((it) => it.resourceType === type)?.transferSize ?? 0;
    // A prerendered page's payload script (scripts/paint-first.mjs) is the page's data, not code.
    const payload = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => String(r.url).includes('/_next/static/flight/'))
      .reduce((n, r) => n + (r.transferSize ?? 0), 0);
    return {
      perf: lhr.categories.performance.score * 100,
      a11y: lhr.categories.accessibility.score * 100,
      bp: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      total: bytes('total'),
      js: bytes('script') - payload,
      payload,
      font: bytes('font'),
      document: bytes('document'),
      lcpElement: lcpElement(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The per-key median of the runs that loaded the page; for text (the LCP element) the most frequent
 * value. `runs`: how many did; `failed`: the error codes of those that did not.
 */
export function medianSample(all) {
  const samples = all.filter((x) => !x.failed);
  const failed = all.filter((x) => x.failed).map((x) => x.failed);
  if (!samples.length) return { runs: 0, failed };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const mode = (xs) =>
    xs.reduce((best, x) =>
      xs.filter((y) => y === x).length > xs.filter((y) => y === best).length ? x : best,
    );
  const figures = Object.fromEntries(
    Object.keys(samples[0]).map((k) => {
      const xs = samples.map((s) => s[k]);
      // A run whose audit failed has no number for it: the median is of the runs that have one.
      const numbers = xs.filter((x) => Number.isFinite(x));
      if (xs.some((x) => typeof x === 'number'))
        return [k, numbers.length ? median(numbers) : Number.NaN];
      return [
        k,
        mode(xs.filter((x) => x !== undefined).length ? xs.filter((x) => x !== undefined) : xs),
      ];
    }),
  );
  return { ...figures, runs: samples.length, failed };
}

/** The page a target measures: its label without a build's prefix ('before: ', 'without x: '). */
export const routeOf = (label) =>
  label.startsWith('anchor: ') ? label : label.replace(/^[^/]*: /, '');

/**
 * The order of pass `i` of an interleaved run: each run of neighbouring targets that measure the
 * same page (the page in other builds: 'before: /', 'without paint-first: /', then '/') is rotated
 * by `i`, so that over the passes each build goes first equally often and none is always measured
 * after another: pass i of the builds is then compared run by run (lighthouse-table.mjs, runLines)
 * without the order counting for any. Anchors and pages measured once keep their places.
 */
export function passOrder(targets, i) {
  const out = [];
  for (let k = 0; k < targets.length;) {
    let end = k + 1;
    while (end < targets.length && routeOf(targets[end].label) === routeOf(targets[k].label)) end++;
    const group = targets.slice(k, end);
    const r = i % group.length;
    out.push(...group.slice(r), ...group.slice(0, r));
    k = end;
  }
  return out;
}
