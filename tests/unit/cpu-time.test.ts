import { describe, expect, it } from 'vitest';
import { busyShare, parseCpuLine } from '../../scripts/cpu-time.mjs';

// npm test's "cores busy" column and its CPU-seconds (scripts/test.mjs), from Linux's /proc/stat.
describe('the CPU time npm test reports', () => {
  it('reads busy and total seconds from /proc/stat, idle and iowait counted as not busy', () => {
    const stat = 'cpu  1000 50 250 6000 100 20 30 0 0 0\ncpu0 500 25 125 3000 50 10 15 0 0 0\n';
    expect(parseCpuLine(stat)).toEqual({ busy: 13.5, all: 74.5 });
  });

  it('says nothing for a text that is not /proc/stat', () => {
    expect(parseCpuLine('')).toBeNull();
    expect(parseCpuLine('intr 12 3 4')).toBeNull();
  });

  it('gives the share of the cores busy between two readings', () => {
    expect(busyShare({ busy: 10, all: 100 }, { busy: 103, all: 200 })).toBe('93 %');
    expect(busyShare(null, { busy: 1, all: 2 })).toBe('-');
    expect(busyShare({ busy: 1, all: 2 }, { busy: 1, all: 2 })).toBe('-');
  });
});
