'use client';

import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { fill } from '@/lib/catalogue/format';
import { compareOffers } from '@/lib/pricing/calculate';
import { formatAed } from '@/lib/pricing/money';
import type { Offer } from '@/lib/pricing/offer';
import { decodeComparison, encodeComparison, type ComparisonState, type Entered, type Pick } from '@/lib/pricing/url';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { CostChart, type Series } from './cost-chart';
import { OfferForm, type FeeLabels } from './offer-form';

export type CatalogueChoice = { slug: string; label: string; offer: Omit<Offer, 'id' | 'name'> };

type Props = {
  /** Server-rendered until the comparison runs: what a browser without JavaScript keeps. */
  fallback: React.ReactNode;
  catalogue: CatalogueChoice[];
  copy: CompareBlocks;
  feeLabels: FeeLabels;
  maxOffers: number;
  defaultPeriodMonths: number;
  storageKey: string;
};

const LETTERS = 'ABCD';
const EMPTY: ComparisonState = { picks: [], exitMonth: 0 };

function sameState(a: ComparisonState, b: ComparisonState) {
  return encodeComparison(a) === encodeComparison(b);
}

/**
 * The comparison of /plans/compare, computed in the browser from the URL: `?o=<slug>` for
 * a catalogue plan, `?o=~<fields>` for an entered offer, `&m=` the exit month. Each change
 * pushes a history entry (Back/Forward step through them); the last state is also kept in
 * sessionStorage so "Add to comparison" from the catalogue (`?add=<slug>`) adds to it.
 */
export function Comparison({ fallback, catalogue, copy, feeLabels, maxOffers, defaultPeriodMonths, storageKey }: Props) {
  const id = useId();
  const [state, setState] = useState<ComparisonState | null>(null);
  const [notice, setNotice] = useState('');
  const bySlug = useMemo(() => new Map(catalogue.map((c) => [c.slug, c])), [catalogue]);

  // Read the URL once mounted (and on Back/Forward); `?add=` merges into the last comparison.
  useEffect(() => {
    const read = () => {
      const params = new URLSearchParams(window.location.search);
      const add = params.get('add');
      let next = decodeComparison(window.location.search);
      if (add !== null) {
        let stored = EMPTY;
        try {
          stored = decodeComparison(window.sessionStorage.getItem(storageKey) ?? '');
        } catch {
          /* storage blocked: start from the URL alone */
        }
        const picks = next.picks.length ? next.picks : stored.picks;
        const has = picks.some((p) => p.kind === 'catalogue' && p.slug === add);
        next = {
          exitMonth: next.exitMonth || stored.exitMonth,
          picks: has || picks.length >= maxOffers || !bySlug.has(add) ? picks : [...picks, { kind: 'catalogue', slug: add }],
        };
        const q = encodeComparison(next);
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${q ? `?${q}` : ''}`);
      }
      setState(next);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [bySlug, maxOffers, storageKey]);

  // Keep the last comparison for `?add=` links (nothing leaves the browser).
  useEffect(() => {
    if (!state) return;
    try {
      window.sessionStorage.setItem(storageKey, encodeComparison(state));
    } catch {
      /* private mode: the URL still holds everything */
    }
  }, [state, storageKey]);

  const update = useCallback(
    (next: ComparisonState) => {
      if (state && sameState(state, next)) return;
      const q = encodeComparison(next);
      window.history.pushState(null, '', `${window.location.pathname}${q ? `?${q}` : ''}`);
      setState(next);
    },
    [state],
  );

  const offers = useMemo(() => {
    if (!state) return [];
    return state.picks.flatMap((p, i): (Offer & { letter: string; entered: boolean })[] => {
      const letter = LETTERS[i] ?? String(i + 1);
      if (p.kind === 'entered') return [{ ...p.offer, id: `e:${i}`, letter, entered: true }];
      const c = bySlug.get(p.slug);
      return c ? [{ ...c.offer, id: `c:${p.slug}:${i}`, name: c.label, letter, entered: false }] : [];
    });
  }, [state, bySlug]);

  if (!state) return fallback;

  const period = Math.max(0, ...offers.map((o) => o.contractMonths)) || defaultPeriodMonths;
  const months0 = Math.max(1, ...offers.map((o) => Math.max(o.contractMonths || period, o.device?.months ?? 0)));
  const exitMonth = Math.min(state.exitMonth || Math.min(defaultPeriodMonths, months0), months0);
  const cmp = compareOffers(offers, exitMonth, period);
  const full = state.picks.length >= maxOffers;
  const r = copy.results;
  const nameOf = (o: { letter: string; name: string }) => `${o.letter}: ${o.name}`;
  const names = (ids: string[]) => offers.filter((o) => ids.includes(o.id)).map(nameOf).join(', ');

  const addPick = (pick: Pick) => {
    if (full) return;
    update({ ...state, picks: [...state.picks, pick] });
  };
  const remove = (index: number) => update({ ...state, picks: state.picks.filter((_, i) => i !== index) });

  const series: Series[] = offers.map((o, i) => ({ id: o.id, letter: o.letter, name: o.name, values: cmp.costs[i].cumulative }));
  const rows: { label: string; cells: string[]; key: string }[] = [
    {
      key: 'monthly',
      label: r.monthly,
      cells: cmp.costs.map((c, i) =>
        c.promoMonthlyWithVat === null
          ? formatAed(c.monthlyWithVat)
          : `${formatAed(c.monthlyWithVat)} (${fill(r.promo, { months: offers[i].promo?.months ?? 0 })}: ${formatAed(c.promoMonthlyWithVat)})`,
      ),
    },
    { key: 'oneoff', label: r.oneOff, cells: cmp.costs.map((c) => formatAed(c.breakdown.fees)) },
    { key: 'device', label: r.device, cells: cmp.costs.map((c) => formatAed(c.breakdown.device)) },
    { key: 'total', label: r.total, cells: cmp.costs.map((c) => `${formatAed(c.total)} ${fill(r.months, { months: c.months })}`) },
    { key: 'effective', label: r.effective, cells: cmp.costs.map((c) => formatAed(c.effectiveMonthly)) },
    { key: 'pergb', label: r.perGb, cells: cmp.costs.map((c) => (c.perGb === null ? r.notApplicable : formatAed(c.perGb))) },
    { key: 'exit', label: fill(r.exit, { month: exitMonth }), cells: cmp.exits.map((e) => formatAed(e.exitFee)) },
    { key: 'exittotal', label: fill(r.exitTotal, { month: exitMonth }), cells: cmp.exits.map((e) => formatAed(e.totalIfLeaving)) },
  ];

  return (
    <div className="space-y-10">
      <div className="grid gap-8 lg:grid-cols-2">
        <CataloguePicker
          catalogue={catalogue}
          copy={copy.picker}
          full={full}
          maxOffers={maxOffers}
          onAdd={(slug) => addPick({ kind: 'catalogue', slug })}
        />
        <OfferForm
          copy={copy.form}
          feeLabels={feeLabels}
          disabled={full}
          fullText={fill(copy.picker.full, { max: maxOffers })}
          onAdd={(offer: Entered) => {
            addPick({ kind: 'entered', offer });
            setNotice(fill(copy.form.added, { name: offer.name }));
          }}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>

      <section aria-labelledby={`${id}-results`} className="space-y-4">
        <h2 id={`${id}-results`} className="text-2xl font-bold text-slate-900">
          {r.heading}
        </h2>
        {offers.length === 0 ? (
          <p className="text-slate-700">{r.empty}</p>
        ) : (
          <>
            <div aria-live="polite" className="space-y-1 text-slate-800" data-testid="verdict">
              <p className="font-semibold">
                {cmp.tie
                  ? fill(r.tie, { names: names(cmp.cheapest) })
                  : fill(cmp.cheapestBy === 'total' ? r.cheapestByTotal : r.cheapestByMonth, { names: names(cmp.cheapest) })}
              </p>
              {offers.some((o) => o.contractMonths === 0) ? <p className="text-sm">{fill(r.period, { months: period })}</p> : null}
            </div>

            <div>
              <label htmlFor={`${id}-exit`} className="text-sm font-medium text-slate-800">
                {r.exitLabel}: <output htmlFor={`${id}-exit`}>{exitMonth}</output>
              </label>
              <input
                id={`${id}-exit`}
                type="range"
                min={1}
                max={months0}
                value={exitMonth}
                onChange={(e) => update({ ...state, exitMonth: Number(e.target.value) })}
                aria-valuetext={fill(r.exit, { month: exitMonth })}
                className="mt-2 block w-full max-w-md accent-brand-700"
              />
            </div>

            {/* A wide table scrolls sideways with its first column kept in view. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className="relative overflow-x-auto rounded-xl border border-slate-200" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
              <table className="min-w-full border-collapse text-sm" data-testid="comparison-table">
                <caption id={`${id}-caption`} className="sr-only">
                  {r.caption}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="sticky left-0 z-10 bg-slate-50 p-3 text-left font-semibold text-slate-700">
                      {r.offer}
                    </th>
                    {offers.map((o, i) => (
                      <th key={o.id} scope="col" className="min-w-44 bg-slate-50 p-3 text-left align-top" data-offer={o.letter}>
                        <span className="block font-semibold text-slate-900">{nameOf(o)}</span>
                        {o.entered ? <span className="block text-xs font-normal text-slate-600">{r.entered}</span> : null}
                        {cmp.cheapest.includes(o.id) ? (
                          <span className="mt-1 inline-block rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                            ★ {r.cheapest}
                          </span>
                        ) : null}
                        <button
                          type="button"
                          onClick={() => remove(i)}
                          className="mt-2 block text-xs font-medium text-brand-800 underline"
                        >
                          {fill(r.remove, { name: o.letter })}
                          <span className="sr-only"> ({o.name})</span>
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
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
              </table>
            </div>
            <ShareButton copy={r} />

            <section aria-labelledby={`${id}-chart`} className="space-y-3">
              <h3 id={`${id}-chart`} className="text-xl font-semibold text-slate-900">
                {copy.chart.heading}
              </h3>
              <p className="text-sm text-slate-700">{copy.chart.description}</p>
              <CostChart
                series={series}
                months={cmp.chartMonths}
                title={copy.chart.heading}
                description={copy.chart.description}
                tableId={`${id}-cumulative`}
                axisMonths={copy.chart.axisMonths}
                axisAed={copy.chart.axisAed}
              />
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className="relative max-h-80 overflow-auto rounded-xl border border-slate-200" role="region" aria-labelledby={`${id}-cum-caption`} tabIndex={0}>
                <table id={`${id}-cumulative`} className="min-w-full text-sm" data-testid="cumulative-table">
                  <caption id={`${id}-cum-caption`} className="sr-only">
                    {copy.chart.tableCaption}
                  </caption>
                  <thead className="sticky top-0 bg-slate-50">
                    <tr>
                      <th scope="col" className="p-2 text-left">
                        {copy.chart.month}
                      </th>
                      {offers.map((o) => (
                        <th key={o.id} scope="col" className="p-2 text-right">
                          {nameOf(o)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {Array.from({ length: cmp.chartMonths + 1 }, (_, m) => (
                      <tr key={m} className="border-t border-slate-100">
                        <th scope="row" className="p-2 text-left font-normal">
                          {m}
                        </th>
                        {cmp.costs.map((c, i) => (
                          <td key={offers[i].id} className="p-2 text-right tabular-nums">
                            {formatAed(c.cumulative[Math.min(m, c.cumulative.length - 1)])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
      </section>
    </div>
  );
}

function CataloguePicker({
  catalogue,
  copy,
  full,
  maxOffers,
  onAdd,
}: {
  catalogue: CatalogueChoice[];
  copy: CompareBlocks['picker'];
  full: boolean;
  maxOffers: number;
  onAdd: (slug: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const slug = new FormData(e.currentTarget).get('plan');
          if (typeof slug === 'string' && slug) onAdd(slug);
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-plan`} className="text-sm font-medium text-slate-800">
            {copy.label}
          </label>
          <select id={`${id}-plan`} name="plan" className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2">
            {catalogue.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={full} aria-describedby={full ? `${id}-full` : undefined}>
          {copy.addLabel}
        </button>
      </form>
      {full ? (
        <p id={`${id}-full`} className="mt-2 text-sm text-slate-700">
          {fill(copy.full, { max: maxOffers })}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <a href={copy.catalogueLink.href} className="font-medium text-brand-800 underline">
          {copy.catalogueLink.label}
        </a>
      </p>
    </section>
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
