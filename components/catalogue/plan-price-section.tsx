import { createUrl } from '@/lib/navigation/url';
import Link from '@/components/ui/link';
import { KeyFacts } from './plan-facts';
import { PriceSource } from './price-source';
import { toOffer } from '@/lib/catalogue/entries';
import type { PlanSectionProps } from './plan-header-section';
import { fillSlots, formatAed, formatDate } from '@/lib/i18n/format';
import { costOf, DEFAULT_PERIOD } from '@/lib/pricing';

/** What the plan costs (with VAT, over the default period), as published, and the compare link. */
export function PlanPriceSection({ plan, copy: b, locale }: PlanSectionProps) {
  const f = b.facts;
  const cost = costOf(toOffer(plan), DEFAULT_PERIOD);
  const listed = {
    ...plan,
    monthlyWithVat: cost.monthlyWithVat,
    total: cost.total,
    months: cost.months,
  };
  return (
    <section
      aria-label={f.monthly}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <KeyFacts locale={locale} plan={listed} copy={b} />
      <p className="mt-3 text-sm text-slate-600">{f.totalHint}</p>
      <p className="mt-3 text-sm text-slate-700">
        {fillSlots(f.asPublished, {
          price: formatAed(plan.monthly, locale),
          vat: plan.vatIncluded ? f.vatIncluded : f.vatExcluded,
        })}
      </p>
      <div className="mt-3">
        <PriceSource locale={locale} plan={plan} copy={b.honesty} />
        {plan.validUntil ? (
          <p className="mt-1 text-sm text-slate-700">
            {fillSlots(b.honesty.validUntil, { date: formatDate(plan.validUntil, locale) })}
          </p>
        ) : null}
      </div>
      <Link
        // A prerendered page knows no comparison: this plan compared (the catalogue's list adds to one).
        href={createUrl('/plans/compare', { o: plan.slug })}
        className="btn-primary mt-5 inline-flex"
      >
        {b.plan.compareLink}
      </Link>
    </section>
  );
}
