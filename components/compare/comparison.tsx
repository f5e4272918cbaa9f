import { useId } from 'react';
import { fill } from '@/lib/catalogue/format';
import type { CatalogueChoice } from '@/lib/pricing/comparison';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { AddPlanForm } from './add-plan-form';
import { ComparisonNotice, ComparisonProvider } from './comparison-state';
import { OfferForm, type FeeLabels } from './offer-form';
import { Results } from './results';

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

/**
 * The comparison of /plans/compare. The page is a static shell: the state lives in the URL
 * and is read in the browser (./comparison-state.tsx), so the results are a client component;
 * the picker's and the offer form's headings, labels and layout render here on the server.
 */
export function Comparison({ fallback, catalogue, copy, feeLabels, maxOffers, defaultPeriodMonths, storageKey }: Props) {
  const id = useId();
  const fullText = fill(copy.picker.full, { max: maxOffers });
  return (
    <ComparisonProvider fallback={fallback} catalogue={catalogue} maxOffers={maxOffers} storageKey={storageKey}>
      <div className="space-y-10">
        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby={`${id}-picker`} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id={`${id}-picker`} className="text-lg font-semibold text-slate-900">
              {copy.picker.heading}
            </h2>
            <AddPlanForm addLabel={copy.picker.addLabel} fullText={fullText} fullId={`${id}-full`}>
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-plan`} className="text-sm font-medium text-slate-800">
                  {copy.picker.label}
                </label>
                <select id={`${id}-plan`} name="plan" className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2">
                  {catalogue.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
            </AddPlanForm>
            <p className="mt-3 text-sm">
              <a href={copy.picker.catalogueLink.href} className="font-medium text-brand-800 underline">
                {copy.picker.catalogueLink.label}
              </a>
            </p>
          </section>
          <OfferForm copy={copy.form} feeLabels={feeLabels} fullText={fullText} />
        </div>
        <ComparisonNotice />

        <section aria-labelledby={`${id}-results`} className="space-y-4">
          <h2 id={`${id}-results`} className="text-2xl font-bold text-slate-900">
            {copy.results.heading}
          </h2>
          <Results
            copy={copy.results}
            chart={copy.chart}
            chartId={`${id}-chart`}
            chartIntro={
              <>
                <h3 id={`${id}-chart`} className="text-xl font-semibold text-slate-900">
                  {copy.chart.heading}
                </h3>
                <p className="text-sm text-slate-700">{copy.chart.description}</p>
              </>
            }
            defaultPeriodMonths={defaultPeriodMonths}
          />
        </section>
      </div>
    </ComparisonProvider>
  );
}
