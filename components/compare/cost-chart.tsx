import { formatNumber } from '@/lib/i18n/format';
import { textDirection } from '@/lib/i18n/direction';
import { CHART, chartGeometry, type ChartLine, type Series } from '@/lib/pricing/chart';
import type { Locale } from '@/lib/i18n/format';

function Marker({
  shape,
  colour,
  x: cx,
  y: cy,
}: {
  shape: ChartLine['style']['marker'];
  colour: string;
  x: number;
  y: number;
}) {
  if (shape === 'circle') return <circle cx={cx} cy={cy} r={3.5} fill={colour} />;
  if (shape === 'square')
    return <rect x={cx - 3.5} y={cy - 3.5} width={7} height={7} fill={colour} />;
  if (shape === 'triangle')
    return (
      <path
        d={`M${cx},${cy - 4.5}L${cx + 4.5},${cy + 3.5}L${cx - 4.5},${cy + 3.5}Z`}
        fill={colour}
      />
    );
  return (
    <path
      d={`M${cx},${cy - 4.5}L${cx + 4.5},${cy}L${cx},${cy + 4.5}L${cx - 4.5},${cy}Z`}
      fill="white"
      stroke={colour}
      strokeWidth={1.5}
    />
  );
}

/**
 * Cumulative cost month by month, hand-drawn in SVG (the geometry: lib/pricing/chart.ts): one
 * line per offer with its own dash pattern and marker shape, labelled at its end with its
 * letter. The table next to it carries the same numbers (the chart is described by it).
 */
export function CostChart({
  locale,
  series,
  months,
  title,
  description,
  tableId,
  axisMonths,
  axisAed,
}: {
  locale: Locale;
  series: Series[];
  months: number;
  title: string;
  description: string;
  tableId: string;
  axisMonths: string;
  axisAed: string;
}) {
  const dir = textDirection(locale);
  const g = chartGeometry(series, months, dir);
  const { aed } = g.axisLabels;
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-labelledby={`${tableId}-title`}
      aria-describedby={`${tableId}-desc`}
      direction={dir}
      className="h-auto w-full max-w-3xl"
    >
      <title id={`${tableId}-title`}>{title}</title>
      <desc id={`${tableId}-desc`}>{description}</desc>
      <g fontSize="11" fill="#334155">
        {g.yTicks.map((t) => (
          <g key={t.aed}>
            <line x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} stroke="#e2e8f0" />
            <text x={g.yLabels.x} y={t.y + 4} textAnchor={g.yLabels.anchor} direction="ltr">
              {formatNumber(t.aed, locale)}
            </text>
          </g>
        ))}
        {g.xTicks.map((t) => (
          <text key={t.month} x={t.x} y={g.plot.bottom + 16} textAnchor="middle" direction="ltr">
            {formatNumber(t.month, locale)}
          </text>
        ))}
        <text x={g.axisLabels.months.x} y={g.axisLabels.months.y} textAnchor="middle">
          {axisMonths}
        </text>
        <text
          x={aed.x}
          y={aed.y}
          textAnchor="middle"
          transform={`rotate(${aed.rotate} ${aed.x} ${aed.y})`}
        >
          {axisAed}
        </text>
      </g>
      {g.lines.map((l) => (
        <g key={l.id} data-series={l.letter}>
          <polyline
            points={l.points}
            fill="none"
            stroke={l.style.colour}
            strokeWidth={2.5}
            strokeDasharray={l.style.dash}
          />
          {l.markers.map((m) => (
            <g key={m.month}>
              <Marker shape={l.style.marker} colour={l.style.colour} x={m.x} y={m.y} />
            </g>
          ))}
          <text
            x={l.label.x}
            y={l.label.y}
            textAnchor={l.label.anchor}
            direction="ltr"
            fontSize="12"
            fontWeight="600"
            fill="#0f172a"
          >
            {l.label.text}
          </text>
        </g>
      ))}
    </svg>
  );
}
