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
  { preset = 'mobile', chromePath, saveAs, selfSigned = false } = {},
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
      { port: chrome.port, output: 'json', logLevel: 'error' },
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

/** One line of a median sample (bench:floor), naming the runs that did not load the page. */
export function formatSample(m) {
  const failed = m.failed?.length
    ? `  (${m.failed.length} run(s) failed: ${m.failed.join(', ')})`
    : '';
  if (!m.runs) return `no run loaded the page${failed}`;
  return (
    `perf ${m.perf.toFixed(0).padStart(3)}  a11y ${m.a11y.toFixed(0).padStart(3)}  bp ${m.bp.toFixed(0).padStart(3)}  seo ${m.seo.toFixed(0).padStart(3)}  ` +
    `FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${m.tbt.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  ` +
    `total ${(m.total / 1024).toFixed(1)} KB  JS ${(m.js / 1024).toFixed(1)} KB${failed}`
  );
}

/**
 * The order of pass `i` of an interleaved run: `targets` as given in even passes; in odd ones each
 * page measured beside a `before:` build swaps with it, so that neither build is always measured
 * second: pass i of the two builds is then compared run by run (lighthouse-table.mjs, runLines)
 * without the order counting for either.
 */
export function passOrder(targets, i) {
  if (i % 2 === 0) return targets;
  const out = [...targets];
  for (let k = 0; k + 1 < out.length; k++)
    if (out[k].label === `before: ${out[k + 1].label}`) {
      [out[k], out[k + 1]] = [out[k + 1], out[k]];
      k++;
    }
  return out;
}
