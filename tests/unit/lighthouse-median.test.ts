/**
 * bench/lighthouse-run.mjs: a run whose page did not load (Lighthouse's runtimeError, its scores null
 * and its bytes 0) leaves the medians to the runs that did, and is named, not counted as a 0.
 */
import { describe, expect, it } from 'vitest';
import { medianSample } from '@/bench/lighthouse-run.mjs';

const run = (perf: number, lcp: number, lcpElement = 'p "Lead"') => ({
  perf,
  a11y: 100,
  bp: 100,
  seo: 100,
  fcp: 800,
  lcp,
  tbt: 300,
  cls: 0,
  total: 200_000,
  js: 140_000,
  lcpElement,
});
const FAILED = { failed: 'CHROME_INTERSTITIAL_ERROR' };

describe('medianSample', () => {
  it('takes the median of the runs that loaded the page and names the others', () => {
    const m = medianSample([FAILED, run(90, 1100), run(80, 1300), FAILED, run(85, 1200)]);
    expect(m).toMatchObject({ perf: 85, lcp: 1200, js: 140_000, lcpElement: 'p "Lead"', runs: 3 });
    expect(m.failed).toEqual(['CHROME_INTERSTITIAL_ERROR', 'CHROME_INTERSTITIAL_ERROR']);
  });

  it('gives no figures when no run loaded the page', () => {
    const m = medianSample([FAILED, FAILED]);
    expect(m).toEqual({
      runs: 0,
      failed: ['CHROME_INTERSTITIAL_ERROR', 'CHROME_INTERSTITIAL_ERROR'],
    });
  });
});
