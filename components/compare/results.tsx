import Link from '@/components/ui/link';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { HeadedSection } from '@/components/ui/headed-section';
import { fillSlots, formatNumber, plural } from '@/lib/i18n/format';
import {
  cumulativeRows,
  offerTitle,
  resultRows,
  verdict,
  type ComparedOffer,
  type ComparisonView,
} from '@/lib/pricing/comparison';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { PERIODS } from '@/lib/pricing/period';
import { comparisonHref, type ComparisonState } from '@/lib/pricing/url';
import { CostChart } from './cost-chart';
import { UrlForm } from '@/components/ui/url-form';
import { ScrollTable } from './scroll-table';
import { ShareButton } from './share-button';
import { StateInputs } from './state-inputs';
import type { Locale } from '@/lib/i18n/format';
import type { PlanType } from '@/lib/catalogue/constants';

/**
 * The comparison's results, rendered on the server from the URL: the verdict, the period and
 * exit-month form, the table (each offer with its link to remove it), the share button, the chart and its
 * table.
 */
/** The catalogue plan of a column (`c:<slug>:<n>`), or null for an offer typed in. */
const catalogueSlug = (id: string) => /^c:([^:]+)/.exec(id)?.[1] ?? null;

export function Results({
  locale,
  path,
  state,
  view,
  copy,
  chart,
  typeNames,
}: {
  locale: Locale;
  path: string;
  state: ComparisonState;
  view: ComparisonView;
  copy: CompareBlocks['results'];
  chart: CompareBlocks['chart'];
  /** The catalogue's names of the plan types, for a comparison of different types. */
  typeNames: Readonly<Record<PlanType, string>>;
}) {
  const r = copy;
  const { cmp, exitMonth } = view;
  // Columns in the order of the totals (within one plan type), not the link's.
  const offers = view.offers;
  // The month-by-month amounts line up by their figures: English writes the unit first
  // (AED 450.45), so the figures end each cell; Arabic writes it after (450.45 درهم), so they
  // begin it (formatAed in lib/i18n/format.ts).
  const figuresSide = locale === 'en' ? 'text-end' : 'text-start';
  // Offers are lettered in the order of the URL's picks; a pick whose plan is gone has no offer.
  const withoutOffer = (o: ComparedOffer) => {
    const index = Number(o.id.split(':').at(-1));
    return comparisonHref(path, { ...state, picks: state.picks.filter((_, i) => i !== index) });
  };

  return (
    <>
      {/* Announced when the page updates in place (an offer added or removed, another month). */}
      <div aria-live="polite" className="space-y-1 text-slate-800" data-testid="verdict">
        <p className="font-semibold">{verdict(view, r, locale, typeNames)}</p>
        <p className="text-sm">{plural(view.period, r.period, locale)}</p>
      </div>

      <UrlForm action={path} submitOnChange className="flex flex-wrap items-end gap-3">
        <StateInputs state={state} withMonth={false} />
        <LabelledSelect
          id="cmp-period"
          name="p"
          label={r.periodLabel}
          value={view.period}
          options={PERIODS.map((p) => [p, plural(p, r.periodOption, locale)] as const)}
          className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
        <div className="w-full max-w-md">
          {/* The output sits beside the label, not in it: a label holds no other labelable element. */}
          <p className="flex gap-2 text-sm font-medium text-slate-800">
            <label htmlFor="cmp-exit">{r.exitLabel}</label>
            <output htmlFor="cmp-exit" className="tabular-nums">
              {formatNumber(exitMonth, locale)}
            </output>
          </p>
          <input
            id="cmp-exit"
            type="range"
            name="m"
            min={1}
            max={view.lastMonth}
            defaultValue={exitMonth}
            className="mt-2 block w-full accent-brand-700"
          />
        </div>
        <button type="submit" className="btn-secondary">
          {r.exitSubmit}
        </button>
      </UrlForm>

      {/* A wide table scrolls sideways with its first column kept in view. */}
      <ScrollTable
        id="cmp-comparison"
        caption={r.caption}
        boxClassName="overflow-x-auto"
        tableClassName="border-collapse"
        testId="comparison-table"
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-10 bg-slate-50 p-3 text-start font-semibold text-slate-700"
            >
              {r.offer}
            </th>
            {offers.map((o) => (
              <th
                key={o.id}
                scope="col"
                className="min-w-44 bg-slate-50 p-3 text-start align-top"
                data-offer={o.letter}
              >
                <span className="block font-semibold text-slate-900">{offerTitle(o)}</span>
                {o.entered ? (
                  <span className="block text-xs font-normal text-slate-600">{r.entered}</span>
                ) : null}
                {cmp.cheapest.includes(o.id) ? (
                  <span className="mt-1 inline-block rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {r.cheapest}
                  </span>
                ) : null}
                <Link
                  href={withoutOffer(o)}
                  scroll={false}
                  prefetch={false}
                  className="mt-2 block text-xs font-medium text-brand-800 underline"
                >
                  {fillSlots(r.remove, { name: offerTitle(o) })}
                </Link>
                {catalogueSlug(o.id) ? (
                  <Link
                    href={`/remind?plan=${catalogueSlug(o.id)}`}
                    prefetch={false}
                    className="mt-2 flex min-h-6 items-center text-xs font-medium text-brand-800 underline"
                  >
                    {o.contractMonths > 0 ? r.remindContract : r.remindPromotion}
                  </Link>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resultRows(view, r, locale).map((row) => (
            <tr key={row.key} data-row={row.key} className="border-t border-slate-200">
              <th
                scope="row"
                className="sticky start-0 z-10 max-w-40 min-w-28 bg-white p-3 text-start font-medium text-slate-700"
              >
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={offers[i].id}
                  className={`p-3 ${row.key === 'total' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <ShareButton label={r.share} copied={r.copied} />

      <HeadedSection
        id="cmp-chart"
        heading={chart.heading}
        level={3}
        look="part"
        className="space-y-3"
      >
        <p className="text-sm text-slate-700">{chart.description}</p>
        <CostChart
          locale={locale}
          series={offers.map((o, i) => ({
            id: o.id,
            letter: o.letter,
            name: o.name,
            values: cmp.costs[i].cumulative,
          }))}
          months={cmp.chartMonths}
          title={chart.heading}
          description={chart.description}
          tableId="cmp-cumulative"
          axisMonths={chart.axisMonths}
          axisAed={chart.axisAed}
        />
        <ScrollTable
          id="cmp-cumulative"
          caption={chart.tableCaption}
          boxClassName="max-h-80 overflow-auto"
          tableClassName=""
          testId="cumulative-table"
        >
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="p-2 text-start">
                {chart.month}
              </th>
              {offers.map((o) => (
                <th key={o.id} scope="col" className={`p-2 ${figuresSide}`}>
                  {offerTitle(o)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cumulativeRows(cmp, locale).map((row) => (
              <tr key={row.month} className="border-t border-slate-100">
                <th scope="row" className="p-2 text-start font-normal">
                  {formatNumber(row.month, locale)}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={offers[i].id} className={`p-2 tabular-nums ${figuresSide}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </HeadedSection>
    </>
  );
}
