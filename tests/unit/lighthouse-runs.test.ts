/**
 * bench/lighthouse.mjs's runs: the order of each pass (a page and the build beside it take turns
 * going first), every run's FCP and LCP, and a page's LCP against that build run by run
 * (bench/lighthouse-run.mjs, bench/lighthouse-table.mjs).
 */
import { describe, expect, it } from 'vitest';
import { passOrder } from '@/bench/lighthouse-run.mjs';
import { medianRouteLines, runLines } from '@/bench/lighthouse-table.mjs';
import { parseWithout } from '@/bench/lighthouse-variants.mjs';

describe('passOrder', () => {
  const targets = ['anchor: bare page', 'before: /', '/', 'before: /ar', '/ar'].map((label) => ({
    label,
  }));
  const labels = (i: number) => passOrder(targets, i).map((t) => t.label);

  it('keeps the order in even passes and swaps each page with its before build in odd ones', () => {
    expect(labels(0)).toEqual(['anchor: bare page', 'before: /', '/', 'before: /ar', '/ar']);
    expect(labels(1)).toEqual(['anchor: bare page', '/', 'before: /', '/ar', 'before: /ar']);
    expect(labels(2)).toEqual(labels(0));
    expect(targets.map((t) => t.label)).toEqual(labels(0)); // the list itself is left as it was
  });

  it('rotates a page among several builds so that each goes first once in as many passes', () => {
    const three = ['anchor: starter /', 'without paint-first: /', 'without status-pages: /', '/'];
    const order = (i: number) =>
      passOrder(
        three.map((label) => ({ label })),
        i,
      ).map((t) => t.label);
    expect(order(0)).toEqual(three);
    expect(order(1)).toEqual([three[0], three[2], three[3], three[1]]);
    expect(order(2)).toEqual([three[0], three[3], three[1], three[2]]);
    expect(order(3)).toEqual(three);
  });

  it('leaves a run without a before build as it is', () => {
    const alone = [{ label: '/' }, { label: '/ar' }];
    expect(passOrder(alone, 1)).toEqual(alone);
  });
});

const runs = (...lcp: (number | null)[]) =>
  lcp.map((l) => (l === null ? { failed: 'NO_FCP' } : { fcp: l - 200, lcp: l }));

describe('runLines', () => {
  it('lists every run of every target, a failed run as failed', () => {
    const lines = runLines([{ label: '/about', runs: runs(1100, null, 1250) }]);
    expect(lines).toEqual([
      '| target | FCP s, each run | LCP s, each run |',
      '|---|---|---|',
      '| /about | 0.90 failed 1.05 | 1.10 failed 1.25 |',
    ]);
  });

  it('pairs a page’s runs with the before build’s, by pass, leaving out failed pairs', () => {
    const lines = runLines([
      { label: 'before: /ar', runs: runs(1390, 1400, 1360, 1380, null) },
      { label: '/ar', runs: runs(1320, 1310, 1370, 1330, 1200) },
      { label: '/', runs: runs(1100, 1100) },
    ]);
    expect(lines.at(-1)).toBe(
      '/ar: LCP earlier than before in 3 of 4 paired runs, later in 1 (median difference −0.06 s)',
    );
    // The median of an even number of pairs is the mean of the middle two (−0.07 and −0.05).
    // No line for a page measured without a before build.
    expect(lines.filter((l) => l.startsWith('/:'))).toEqual([]);
  });
});

describe('--without', () => {
  it('names a build per patch, rebuilt only for the patches the build applies', () => {
    expect(parseWithout('all')).toEqual([
      { name: 'without paint-first', off: 'paint-first', build: true },
      { name: 'without status-pages', off: 'status-pages', build: false },
    ]);
    expect(parseWithout(undefined)).toEqual([]);
    expect(() => parseWithout('paint-first,tabs')).toThrow(/no patch named "tabs"/);
    // Measured and removed (issue 53 §3): no longer a patch to leave out.
    expect(() => parseWithout('compile-hints')).toThrow(/no patch named "compile-hints"/);
  });

  const m = (lcp: number, tbt: number) => ({ perf: 95, fcp: 900, lcp, tbt, cls: 0, runs: 3 });
  const row = (label: string, sample: ReturnType<typeof m>) => ({
    label,
    html: { raw: 0, gzip: 0 },
    m: sample,
  });

  it('gives each build’s median route and whether leaving the patch out costs enough', () => {
    const lines = medianRouteLines(
      [
        row('anchor: bare page', m(500, 0)),
        row('without paint-first: /', m(1300, 40)),
        row('without render-cache: /', m(1250, 120)),
        row('/', m(1200, 60)),
        row('without paint-first: /ar', m(1500, 40)),
        row('without render-cache: /ar', m(1350, 100)),
        row('/ar', m(1300, 60)),
        row('without paint-first: /about', m(1400, 40)),
        row('without render-cache: /about', m(1300, 90)),
        row('/about', m(1250, 60)),
        row('without paint-first: /no-such-page', m(9000, 900)),
        row('/no-such-page', m(100, 0)),
      ],
      ['', 'without paint-first: ', 'without render-cache: '],
      ['/no-such-page'],
    );
    expect(lines.slice(2)).toEqual([
      '| as built | 3 | 95 | 0.90 | 1.25 | 60 | 0.000 |  |  |',
      '| without paint-first | 3 | 95 | 0.90 | 1.40 | 40 | 0.000 | +0.15 s, −20 ms | yes |',
      '| without render-cache | 3 | 95 | 0.90 | 1.30 | 100 | 0.000 | +0.05 s, +40 ms | no |',
    ]);
  });
});
