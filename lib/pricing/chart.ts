/**
 * The geometry of the comparison's cumulative-cost chart (an SVG drawn without a chart
 * library): scales, ticks, each offer's line, markers and end label. No React: the
 * component only draws what this returns.
 */
import { formatNumber } from '../format';
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
  label: { x: number; y: number; text: string };
};

export function chartGeometry(series: Series[], months: number) {
  const { width: W, height: H, pad } = CHART;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)) / 100);
  const x = (m: number) => pad.l + (months ? (m / months) * (W - pad.l - pad.r) : 0);
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
        x: x(last) + 8,
        y: labelY.get(s.id) ?? 0,
        text: `${s.letter} ${formatNumber((s.values[last] ?? 0) / 100, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      },
    };
  });
  return {
    xTicks,
    yTicks,
    plot: { left: pad.l, right: W - pad.r, bottom: H - pad.b },
    axisLabels: {
      months: { x: (pad.l + W - pad.r) / 2, y: H - 6 },
      aed: { x: 14, y: (H - pad.b + pad.t) / 2 },
    },
    lines,
  };
}
