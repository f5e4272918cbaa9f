/**
 * bench/lighthouse.mjs's runs: the order of each pass (a page and the build beside it take turns
 * going first), every run's FCP and LCP, and a page's LCP against that build run by run
 * (bench/lighthouse-run.mjs, bench/lighthouse-table.mjs).
 */
import { describe, expect, it } from 'vitest';
import { passOrder } from '@/bench/lighthouse-run.mjs';
import { runLines } from '@/bench/lighthouse-table.mjs';

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
