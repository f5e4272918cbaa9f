import { formatAed } from '@/lib/pricing/money';

export type Series = { id: string; letter: string; name: string; values: number[] };

/** Line patterns and point markers: each offer is told apart without colour. */
const DASHES = ['', '10 5', '3 4', '14 4 3 4'];
const COLOURS = ['#0f5e59', '#7c2d12', '#1e3a8a', '#6b21a8'];
const W = 640;
const H = 300;
const PAD = { l: 64, r: 96, t: 16, b: 40 };

function niceMax(v: number): number {
  if (v <= 0) return 100;
  const step = 10 ** Math.floor(Math.log10(v));
  return Math.ceil(v / step) * step;
}

/**
 * Cumulative cost month by month, hand-drawn in SVG (no chart library): one line per
 * offer with its own dash pattern and marker shape, labelled at its end with its letter.
 * The table next to it carries the same numbers (the chart is described by it).
 */
export function CostChart({
  series,
  months,
  title,
  description,
  tableId,
  axisMonths,
  axisAed,
}: {
  series: Series[];
  months: number;
  title: string;
  description: string;
  tableId: string;
  axisMonths: string;
  axisAed: string;
}) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)) / 100);
  const x = (m: number) => PAD.l + (months ? (m / months) * (W - PAD.l - PAD.r) : 0);
  const y = (fils: number) => H - PAD.b - (fils / 100 / max) * (H - PAD.t - PAD.b);
  const xStep = Math.max(1, Math.ceil(months / 12));
  const xTicks = Array.from({ length: Math.floor(months / xStep) + 1 }, (_, i) => i * xStep);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const marker = (i: number, cx: number, cy: number) => {
    const c = COLOURS[i % 4];
    if (i % 4 === 0) return <circle cx={cx} cy={cy} r={3.5} fill={c} />;
    if (i % 4 === 1) return <rect x={cx - 3.5} y={cy - 3.5} width={7} height={7} fill={c} />;
    if (i % 4 === 2) return <path d={`M${cx},${cy - 4.5}L${cx + 4.5},${cy + 3.5}L${cx - 4.5},${cy + 3.5}Z`} fill={c} />;
    return <path d={`M${cx},${cy - 4.5}L${cx + 4.5},${cy}L${cx},${cy + 4.5}L${cx - 4.5},${cy}Z`} fill="white" stroke={c} strokeWidth={1.5} />;
  };

  // End labels: at each line's end, nudged apart so none overlaps another.
  const labelY = new Map<string, number>();
  [...series]
    .sort((a, b) => y(a.values.at(-1) ?? 0) - y(b.values.at(-1) ?? 0))
    .reduce((prev, s) => {
      const want = Math.max(y(s.values.at(-1) ?? 0) + 4, prev + 14);
      labelY.set(s.id, want);
      return want;
    }, -Infinity);

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${tableId}-title`}
      aria-describedby={`${tableId}-desc`}
      className="h-auto w-full max-w-3xl"
    >
      <title id={`${tableId}-title`}>{title}</title>
      <desc id={`${tableId}-desc`}>{description}</desc>
      <g fontSize="11" fill="#334155">
        {yTicks.map((t) => (
          <g key={t}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t * 100)} y2={y(t * 100)} stroke="#e2e8f0" />
            <text x={PAD.l - 6} y={y(t * 100) + 4} textAnchor="end">
              {t.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {xTicks.map((m) => (
          <text key={m} x={x(m)} y={H - PAD.b + 16} textAnchor="middle">
            {m}
          </text>
        ))}
        <text x={(PAD.l + W - PAD.r) / 2} y={H - 6} textAnchor="middle">
          {axisMonths}
        </text>
        <text x={14} y={(H - PAD.b + PAD.t) / 2} textAnchor="middle" transform={`rotate(-90 14 ${(H - PAD.b + PAD.t) / 2})`}>
          {axisAed}
        </text>
      </g>
      {series.map((s, i) => {
        const pts = s.values.map((v, m) => `${x(m).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
        const last = s.values.length - 1;
        const every = Math.max(1, Math.ceil(last / 8));
        return (
          <g key={s.id} data-series={s.letter}>
            <polyline points={pts} fill="none" stroke={COLOURS[i % 4]} strokeWidth={2.5} strokeDasharray={DASHES[i % 4]} />
            {s.values.map((v, m) => (m % every === 0 || m === last ? <g key={m}>{marker(i, x(m), y(v))}</g> : null))}
            <text x={x(last) + 8} y={labelY.get(s.id)} fontSize="12" fontWeight="600" fill="#0f172a">
              {s.letter} {formatAed(s.values[last] ?? 0).replace('AED ', '')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
