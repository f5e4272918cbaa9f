import type { Locale } from '@/lib/i18n/format';
import { PriceReportForm } from '../forms/price-report-form';
import type { CatalogueBlocks } from '@/lib/content/schemas';
import { HeadedSection } from '@/components/ui/headed-section';

/** Beside a catalogue plan: the form to report a wrong or outdated price. */
export function PlanReportSection({
  planId,
  copy,
  locale,
}: {
  planId: string;
  copy: CatalogueBlocks['report'];
  locale: Locale;
}) {
  return (
    <HeadedSection
      as="aside"
      id="report-heading"
      heading={copy.heading}
      className="h-fit rounded-xl border border-slate-200 bg-white p-5"
    >
      <p className="mt-2 text-sm text-slate-700">{copy.intro}</p>
      <div className="mt-4">
        <PriceReportForm locale={locale} planId={planId} copy={copy} />
      </div>
    </HeadedSection>
  );
}
