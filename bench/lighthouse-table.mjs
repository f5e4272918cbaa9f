// The per-target tables of bench/lighthouse.mjs, in Markdown so they paste into an issue or a note.
import { routeOf } from './lighthouse-run.mjs';

/** A figure with `digits` decimals, or '–' where no run gave one (an audit that failed). */
const num = (v, digits) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
const s = (ms) => num(ms / 1000, 2);
const kb = (b) => num(b / 1024, 0);
/** The median; of an even count, the mean of the middle two. */
const middle = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const delta = (ms) => `${ms >= 0 ? '+' : '−'}${s(Math.abs(ms))}`;

/**
 * rows: [{ label, html: { raw, gzip }, m: median sample }]; anchors are labelled 'anchor: …'.
 * "sent" is the document as Lighthouse saw it transferred (brotli for this site's prerendered pages).
 * JS KB: script code; "+ payload": a prerendered page's payload script, its data for hydration.
 */
export function printTable(rows) {
  const find = (label) => rows.find((r) => r.label === label)?.m;
  const starter = find('anchor: starter /');
  const inter = find('anchor: bare + Inter');
  console.log(
    '| target | perf | FCP s | LCP s | TBT ms | CLS | JS KB (+ payload) | font KB | HTML raw / gzip / sent KB | LCP vs starter / | LCP vs bare+Inter | AR vs EN LCP | LCP element |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const short = rows.filter(({ m }) => m.failed?.length);
  for (const { label, html, m } of rows) {
    const route = routeOf(label);
    const prefix = label.slice(0, label.length - route.length);
    const twin = route.startsWith('/ar')
      ? find(`${prefix}${route.replace(/^\/ar/, '') || '/'}`)
      : null;
    console.log(
      `| ${label} | ${num(m.perf, 0)} | ${s(m.fcp)} | ${s(m.lcp)} | ${num(m.tbt, 0)} | ${num(m.cls, 3)} | ${kb(m.js)}${m.payload ? ` + ${kb(m.payload)}` : ''} | ${kb(m.font)} | ` +
        `${kb(html.raw)} / ${kb(html.gzip)} / ${kb(m.document)} | ${starter ? delta(m.lcp - starter.lcp) : '-'} | ` +
        `${inter ? delta(m.lcp - inter.lcp) : '-'} | ${twin ? delta(m.lcp - twin.lcp) : ''} | ${(m.lcpElement ?? '–').replaceAll('|', '/')} |`,
    );
  }
  // Never a silent median of fewer runs: name the rows, and why their other runs gave nothing.
  for (const { label, m } of short)
    console.log(
      `${label}: median of ${m.runs} run(s); ${m.failed.length} failed (${[...new Set(m.failed)].join(', ')}).`,
    );
  console.log(
    'Goal (issue 30): perf ≥ 98, LCP ≤ starter / (≤ +0.00) and ≤ bare+Inter +0.60, CLS 0, TBT < 150 ms, AR within 0.10 s of EN.',
  );
}

/**
 * Every run's FCP and LCP per target (rows: [{ label, runs: samples }]), then, for each page
 * measured beside a `before:` build, its LCP against that build's run by run. Run i of every target
 * comes from the same pass of the interleaved run, close in time and load, so a change shows as
 * the same sign in most pairs even where the medians of a few runs move less than their spread.
 */
export function runLines(rows) {
  const each = (runs, key) => runs.map((r) => (r.failed ? 'failed' : s(r[key]))).join(' ');
  const lines = [
    '| target | FCP s, each run | LCP s, each run |',
    '|---|---|---|',
    ...rows.map(({ label, runs }) => `| ${label} | ${each(runs, 'fcp')} | ${each(runs, 'lcp')} |`),
  ];
  for (const { label, runs } of rows)
    for (const other of rows.filter((r) => r.label !== label && routeOf(r.label) === label)) {
      const build = other.label.slice(0, -label.length - 2);
      const pairs = runs
        .map((r, i) => [other.runs[i], r])
        .filter(([b, a]) => b && !b.failed && !a.failed)
        .map(([b, a]) => a.lcp - b.lcp);
      if (!pairs.length) continue;
      lines.push(
        `${label}: LCP earlier than ${build} in ${pairs.filter((d) => d < 0).length} of ${pairs.length} paired runs, ` +
          `later in ${pairs.filter((d) => d > 0).length} (median difference ${delta(middle(pairs))} s)`,
      );
    }
  return lines;
}

const KEYS = ['perf', 'fcp', 'lcp', 'tbt', 'cls'];

/**
 * The median route of each build (`rows` as printTable's; `builds`: the prefixes, '' for the site as
 * it is first): for each figure, the median over that build's pages of their medians, leaving out
 * `skip` (the missing pages, shown by route above). Then each other build against the first: a
 * patch earns its place (issue 53 §3) when leaving it out makes the median route's LCP 0.1 s or
 * more later or its TBT 50 ms or more longer.
 */
export function medianRouteLines(rows, builds, skip = []) {
  const median = (build) => {
    const ms = rows
      .filter((r) => !r.label.startsWith('anchor: '))
      .filter((r) => r.label === `${build}${routeOf(r.label)}` && !skip.includes(routeOf(r.label)))
      .map((r) => r.m)
      .filter((m) => m.runs);
    return {
      pages: ms.length,
      ...Object.fromEntries(KEYS.map((k) => [k, middle(ms.map((m) => m[k]))])),
    };
  };
  const first = median(builds[0]);
  const lines = [
    '| build (median route) | pages | perf | FCP s | LCP s | TBT ms | CLS | LCP, TBT without the patch | earns its place |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const build of builds) {
    const m = build === builds[0] ? first : median(build);
    const dl = m.lcp - first.lcp;
    const dt = m.tbt - first.tbt;
    const vs =
      build === builds[0] ? '' : `${delta(dl)} s, ${dt >= 0 ? '+' : '−'}${num(Math.abs(dt), 0)} ms`;
    const earns = build === builds[0] ? '' : dl >= 100 || dt >= 50 ? 'yes' : 'no';
    lines.push(
      `| ${build.replace(/: $/, '') || 'as built'} | ${m.pages} | ${num(m.perf, 0)} | ${s(m.fcp)} | ${s(m.lcp)} | ${num(m.tbt, 0)} | ${num(m.cls, 3)} | ${vs} | ${earns} |`,
    );
  }
  return lines;
}
