import { PlanAdviceForm } from '../forms/plan-advice-form';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** #advice: the plan-advice request form. */
export function AdviceSection({ block, locale }: { block: PlansBlocks['advice']; locale: Locale }) {
  return (
    <section id="advice" aria-labelledby="plans-advice-heading" className="bg-slate-50 py-14">
      <div className="container-page max-w-3xl">
        <h2 id="plans-advice-heading" className="text-2xl font-bold text-slate-900">
          {block.heading}
        </h2>
        <p className="mt-2 text-slate-700">{block.intro}</p>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
          <PlanAdviceForm locale={locale} copy={block} />
        </div>
      </div>
    </section>
  );
}
