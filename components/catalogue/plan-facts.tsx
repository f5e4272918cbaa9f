import { fillSlots, formatAed, plural } from '@/lib/format';
import type { ListedPlan } from '@/lib/catalogue/entries';
import type { CatalogueBlocks } from '@/lib/content/schemas/pages/catalogue';

type Copy = Pick<CatalogueBlocks, 'facts' | 'filters' | 'fees'>;

export function dataText(d: ListedPlan['dataGb'], f: CatalogueBlocks['facts']) {
  return d === 'unlimited' ? f.unlimited : d === null ? f.notStated : fillSlots(f.gb, { gb: d });
}

export function contractText(months: number, copy: Copy) {
  return months === 0 ? copy.filters.noContract : plural(months, copy.filters.months);
}

/** The headline figures of a plan: monthly and total cost with VAT, data, contract. */
export function KeyFacts({ plan, copy }: { plan: ListedPlan; copy: Copy }) {
  const f = copy.facts;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-slate-600">{f.monthly}</dt>
        <dd className="text-lg font-semibold text-slate-900" data-monthly>
          {formatAed(plan.monthlyWithVat)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{plural(plan.months, f.total)}</dt>
        <dd className="text-lg font-semibold text-slate-900" data-total>
          {formatAed(plan.total)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{f.data}</dt>
        <dd className="font-medium text-slate-900">{dataText(plan.dataGb, f)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{f.contract}</dt>
        <dd className="font-medium text-slate-900">{contractText(plan.contractMonths, copy)}</dd>
      </div>
    </dl>
  );
}
