/**
 * The geometry of the comparison's cumulative-cost chart (an SVG drawn without a chart
 * library): scales, ticks, each offer's line, markers and end label. No React: the
 * component only draws what this returns.
 */
import { formatNumber } from '../i18n/format';
import type { Fils } from './money';

export type Series = { id: string; letter: string; name: string; values: Fils[] };

export const CHART = { width: 640, height: 300, pad: { l: 64, r: 96, t: 16, b: 40 } } as const;
/** Line patterns, colours and marker shapes: each offer is told apart without colour. */
export const CHART_STYLES = [
  { dash: '', colour: '#0f5e59', marker: 'circle' },
  { dash: '10 5', colour: '#7c2d12', marker: 'square' },
  { dash: '3 4', colour: '#1e3a8a', marker: 'triangle' },
  { dash: '14 4 3 4', colour: '#6b21a8', marker: 'diamond' },
] as const;

/** The axis maximum in AED: the value rounded up at its leading digit (100 when there is none). */
export function niceMax(v: number): number {
  if (v <= 0) return 100;
  const step = 10 ** Math.floor(Math.log10(v));
  return Math.ceil(v / step) * step;
}

export type ChartLine = {
  id: string;
  letter: string;
  style: (typeof CHART_STYLES)[number];
  points: string;
  markers: { month: number; x: number; y: number }[];
  label: { x: number; y: number; anchor: Anchor; text: string };
};

/**
 * A text's anchor in physical terms: the SVG draws numbers left to right (`direction="ltr"`), so
 * 'start' is the left end of the text and 'end' its right end, on pages of either direction.
 */
export type Anchor = 'start' | 'end';

/**
 * `dir` is the page's reading direction: time runs the way the page reads, so on a right-to-left
 * page month 0 is at the right edge, the amount axis stands on the right and the end labels sit
 * to the left of the lines' ends (the English layout, mirrored).
 */
export function chartGeometry(series: Series[], months: number, dir: 'ltr' | 'rtl' = 'ltr') {
  const { width: W, height: H, pad } = CHART;
  const rtl = dir === 'rtl';
  // The start side holds the amount axis (pad.l), the end side the end labels (pad.r).
  const left = rtl ? pad.r : pad.l;
  const right = W - (rtl ? pad.l : pad.r);
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)) / 100);
  const along = (m: number) => (months ? (m / months) * (right - left) : 0);
  const x = (m: number) => (rtl ? right - along(m) : left + along(m));
  const y = (fils: number) => H - pad.b - (fils / 100 / max) * (H - pad.t - pad.b);
  const xStep = Math.max(1, Math.ceil(months / 12));
  const xTicks = Array.from({ length: Math.floor(months / xStep) + 1 }, (_, i) => ({
    month: i * xStep,
    x: x(i * xStep),
  }));
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ aed: f * max, y: y(f * max * 100) }));

  // End labels: at each line's end, nudged apart so none overlaps another.
  const labelY = new Map<string, number>();
  [...series]
    .sort((a, b) => y(a.values.at(-1) ?? 0) - y(b.values.at(-1) ?? 0))
    .reduce((prev, s) => {
      const want = Math.max(y(s.values.at(-1) ?? 0) + 4, prev + 14);
      labelY.set(s.id, want);
      return want;
    }, -Infinity);

  const lines: ChartLine[] = series.map((s, i) => {
    const last = s.values.length - 1;
    const every = Math.max(1, Math.ceil(last / 8));
    return {
      id: s.id,
      letter: s.letter,
      style: CHART_STYLES[i % CHART_STYLES.length],
      points: s.values.map((v, m) => `${x(m).toFixed(1)},${y(v).toFixed(1)}`).join(' '),
      markers: s.values.flatMap((v, m) =>
        m % every === 0 || m === last ? [{ month: m, x: x(m), y: y(v) }] : [],
      ),
      label: {
        x: x(last) + (rtl ? -8 : 8),
        anchor: (rtl ? 'end' : 'start') as Anchor,
        y: labelY.get(s.id) ?? 0,
        text: `${s.letter} ${formatNumber((s.values[last] ?? 0) / 100, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      },
    };
  });
  return {
    xTicks,
    yTicks,
    plot: { left, right, bottom: H - pad.b },
    /** The amount ticks' labels: outside the plot on its start side. */
    yLabels: { x: rtl ? right + 6 : left - 6, anchor: (rtl ? 'start' : 'end') as Anchor },
    axisLabels: {
      months: { x: (left + right) / 2, y: H - 6 },
      // Turned to read along the axis, its top towards the chart's outer edge on either side.
      aed: { x: rtl ? W - 14 : 14, y: (H - pad.b + pad.t) / 2, rotate: rtl ? 90 : -90 },
    },
    lines,
  };
}
