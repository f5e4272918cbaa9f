import { describe, expect, it } from 'vitest';
import { CHART, chartGeometry, niceMax } from '@/lib/pricing/chart';

describe('the cumulative chart', () => {
  it('rounds the axis up at the leading digit', () => {
    expect(niceMax(0)).toBe(100);
    expect(niceMax(10810.8)).toBe(20000);
    expect(niceMax(1920)).toBe(2000);
    expect(niceMax(99)).toBe(100);
    expect(niceMax(230)).toBe(300);
  });
  it('draws one line an offer, with its own style, markers at most every eighth of it and at its end', () => {
    const flat = (n: number, step: number) => Array.from({ length: n + 1 }, (_, m) => m * step);
    const g = chartGeometry(
      [
        { id: 'a', letter: 'A', name: 'A', values: flat(24, 45045) },
        { id: 'b', letter: 'B', name: 'B', values: flat(24, 45000) },
      ],
      24,
    );
    expect(g.lines.map((l) => l.style.marker)).toEqual(['circle', 'square']);
    expect(g.lines[0].points.split(' ')).toHaveLength(25);
    expect(g.lines[0].markers.map((m) => m.month)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    expect(g.lines[0].label.text).toBe('A 10,810.80');
    // Two lines ending at almost the same height: their labels are kept 14 apart.
    expect(Math.abs(g.lines[0].label.y - g.lines[1].label.y)).toBeGreaterThanOrEqual(14);
    expect(g.xTicks.map((t) => t.month)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(g.yTicks.map((t) => t.aed)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(g.yTicks[0].y).toBe(CHART.height - CHART.pad.b);
    expect(g.xTicks.at(-1)!.x).toBe(CHART.width - CHART.pad.r);
  });
  it('runs time the way the page reads: on a right-to-left page, the English chart mirrored', () => {
    const values = Array.from({ length: 13 }, (_, m) => m * 10000);
    const series = [{ id: 'a', letter: 'A', name: 'A', values }];
    const ltr = chartGeometry(series, 12, 'ltr');
    const rtl = chartGeometry(series, 12, 'rtl');
    const { width: W } = CHART;
    // Month 0 at the right edge of the plot, the last month at its left edge.
    expect(rtl.xTicks[0].x).toBe(W - CHART.pad.l);
    expect(rtl.xTicks.at(-1)!.x).toBe(CHART.pad.r);
    expect(rtl.xTicks.map((t) => t.x)).toEqual(ltr.xTicks.map((t) => W - t.x));
    const xs = (points: string) => points.split(' ').map((p) => Number(p.split(',')[0]));
    expect(xs(rtl.lines[0].points)).toEqual(xs(ltr.lines[0].points).map((x) => W - x));
    // Heights do not change.
    expect(rtl.yTicks).toEqual(ltr.yTicks);
    // The amount axis stands on the right, its labels outside the plot; the end label to the left of the line's end.
    expect(ltr.yLabels).toEqual({ x: ltr.plot.left - 6, anchor: 'end' });
    expect(rtl.yLabels).toEqual({ x: rtl.plot.right + 6, anchor: 'start' });
    expect(rtl.plot.right).toBe(W - ltr.plot.left);
    expect(ltr.lines[0].label).toMatchObject({ x: ltr.xTicks.at(-1)!.x + 8, anchor: 'start' });
    expect(rtl.lines[0].label).toMatchObject({ x: rtl.xTicks.at(-1)!.x - 8, anchor: 'end' });
    expect(rtl.axisLabels.aed).toMatchObject({ x: W - ltr.axisLabels.aed.x, rotate: 90 });
    expect(ltr.axisLabels.aed.rotate).toBe(-90);
    expect(rtl.axisLabels.months.x).toBe(W - ltr.axisLabels.months.x);
  });
});
