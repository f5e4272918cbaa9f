import { fillSlots, formatAed, formatNumber, plural, type Locale } from '@/lib/i18n/format';
import { NOT_STATED } from '@/lib/pricing/offer';
import type { ListedPlan } from '@/lib/catalogue/entries';
import type { CatalogueBlocks } from '@/lib/content/schemas/pages/catalogue';

type Copy = Pick<CatalogueBlocks, 'facts' | 'filters' | 'fees'>;

/** The base allowance, and beside it any promotional data with how long it lasts. */
export function dataText(
  plan: Pick<ListedPlan, 'dataGb' | 'promoData'>,
  f: CatalogueBlocks['facts'],
  locale: Locale,
) {
  const d = plan.dataGb;
  const base =
    d === 'unlimited'
      ? f.unlimited
      : d === null
        ? f.notStated
        : fillSlots(f.gb, { gb: formatNumber(d, locale) });
  const promo = plan.promoData;
  if (!promo) return base;
  const duration =
    promo.months === NOT_STATED
      ? f.promoDataNotStated
      : plural(promo.months, f.promoDataFor, locale);
  return `${base} ${fillSlots(f.promoData, { gb: formatNumber(promo.gb, locale), duration })}`;
}

export function contractText(months: number, copy: Copy, locale: Locale) {
  return months === 0 ? copy.filters.noContract : plural(months, copy.filters.months, locale);
}

/** The headline figures of a plan: monthly and total cost with VAT, data, contract. */
export function KeyFacts({ plan, copy, locale }: { plan: ListedPlan; copy: Copy; locale: Locale }) {
  const f = copy.facts;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-slate-600">{f.monthly}</dt>
        <dd className="text-lg font-semibold text-slate-900" data-monthly>
          {formatAed(plan.monthlyWithVat, locale)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{plural(plan.months, f.total, locale)}</dt>
        <dd className="text-lg font-semibold text-slate-900" data-total>
          {formatAed(plan.total, locale)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{f.data}</dt>
        <dd className="font-medium text-slate-900">{dataText(plan, f, locale)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{f.contract}</dt>
        <dd className="font-medium text-slate-900">
          {contractText(plan.contractMonths, copy, locale)}
        </dd>
      </div>
    </dl>
  );
}
