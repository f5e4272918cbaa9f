'use client';

import { useId, useState } from 'react';
import { fill } from '@/lib/catalogue/format';
import { cumulativeRows, offerTitle, resultRows, verdict, viewComparison } from '@/lib/pricing/comparison';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { useComparison } from './comparison-state';
import { CostChart } from './cost-chart';
import { ScrollTable } from './scroll-table';

/**
 * The comparison's results (they exist only in the browser, from the URL): the verdict, the
 * exit-month slider, the table, the share button, the chart and its table. `chartIntro` is the
 * chart's server-rendered heading (with id `${chartId}`) and description.
 */
export function Results({
  copy,
  chart,
  chartIntro,
  chartId,
  defaultPeriodMonths,
}: {
  copy: CompareBlocks['results'];
  chart: CompareBlocks['chart'];
  chartIntro: React.ReactNode;
  chartId: string;
  defaultPeriodMonths: number;
}) {
  const id = useId();
  const { state, offers, remove, setExitMonth } = useComparison();
  if (offers.length === 0) return <p className="text-slate-700">{copy.empty}</p>;
  const r = copy;
  const view = viewComparison(offers, state.exitMonth, defaultPeriodMonths);
  const { cmp, exitMonth } = view;

  return (
    <>
      <div aria-live="polite" className="space-y-1 text-slate-800" data-testid="verdict">
        <p className="font-semibold">{verdict(offers, cmp, r)}</p>
        {offers.some((o) => o.contractMonths === 0) ? <p className="text-sm">{fill(r.period, { months: view.period })}</p> : null}
      </div>

      <div>
        <label htmlFor={`${id}-exit`} className="text-sm font-medium text-slate-800">
          {r.exitLabel}: <output htmlFor={`${id}-exit`}>{exitMonth}</output>
        </label>
        <input
          id={`${id}-exit`}
          type="range"
          min={1}
          max={view.lastMonth}
          value={exitMonth}
          onChange={(e) => setExitMonth(Number(e.target.value))}
          aria-valuetext={fill(r.exit, { month: exitMonth })}
          className="mt-2 block w-full max-w-md accent-brand-700"
        />
      </div>

      {/* A wide table scrolls sideways with its first column kept in view. */}
      <ScrollTable id={`${id}-comparison`} caption={r.caption} boxClassName="overflow-x-auto" tableClassName="border-collapse" testId="comparison-table">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-slate-50 p-3 text-left font-semibold text-slate-700">
                {r.offer}
              </th>
              {offers.map((o, i) => (
                <th key={o.id} scope="col" className="min-w-44 bg-slate-50 p-3 text-left align-top" data-offer={o.letter}>
                  <span className="block font-semibold text-slate-900">{offerTitle(o)}</span>
                  {o.entered ? <span className="block text-xs font-normal text-slate-600">{r.entered}</span> : null}
                  {cmp.cheapest.includes(o.id) ? (
                    <span className="mt-1 inline-block rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      ★ {r.cheapest}
                    </span>
                  ) : null}
                  <button type="button" onClick={() => remove(i)} className="mt-2 block text-xs font-medium text-brand-800 underline">
                    {fill(r.remove, { name: o.letter })}
                    <span className="sr-only"> ({o.name})</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {resultRows(offers, view, r).map((row) => (
              <tr key={row.key} data-row={row.key} className="border-t border-slate-200">
                <th scope="row" className="sticky left-0 z-10 max-w-40 bg-white p-3 text-left font-medium text-slate-700">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={offers[i].id} className={`p-3 ${row.key === 'total' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
      </ScrollTable>
      <ShareButton copy={r} />

      <section aria-labelledby={chartId} className="space-y-3">
        {chartIntro}
        <CostChart
          series={offers.map((o, i) => ({ id: o.id, letter: o.letter, name: o.name, values: cmp.costs[i].cumulative }))}
          months={cmp.chartMonths}
          title={chart.heading}
          description={chart.description}
          tableId={`${id}-cumulative`}
          axisMonths={chart.axisMonths}
          axisAed={chart.axisAed}
        />
        <ScrollTable id={`${id}-cumulative`} caption={chart.tableCaption} boxClassName="max-h-80 overflow-auto" tableClassName="" testId="cumulative-table">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="p-2 text-left">
                  {chart.month}
                </th>
                {offers.map((o) => (
                  <th key={o.id} scope="col" className="p-2 text-right">
                    {offerTitle(o)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cumulativeRows(cmp).map((row) => (
                <tr key={row.month} className="border-t border-slate-100">
                  <th scope="row" className="p-2 text-left font-normal">
                    {row.month}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={offers[i].id} className="p-2 text-right tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
        </ScrollTable>
      </section>
    </>
  );
}

function ShareButton({ copy }: { copy: CompareBlocks['results'] }) {
  const [done, setDone] = useState(false);
  return (
    <p className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-secondary"
        onClick={() =>
          void navigator.clipboard?.writeText(window.location.href).then(
            () => setDone(true),
            () => setDone(false),
          )
        }
      >
        {copy.share}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {done ? copy.copied : ''}
      </span>
    </p>
  );
}
