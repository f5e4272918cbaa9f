import { PlanAdviceForm } from '../forms/plan-advice-form';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';
import { HeadingIntro } from '../ui/heading-intro';

/** #advice: the plan-advice request form. */
export function AdviceSection({ block, locale }: { block: PlansBlocks['advice']; locale: Locale }) {
  return (
    <section id="advice" aria-labelledby="plans-advice-heading" className="bg-slate-50 py-14">
      <div className="container-page max-w-3xl">
        <HeadingIntro id="plans-advice-heading" block={block} look="block" />
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
          <PlanAdviceForm locale={locale} copy={block} />
        </div>
      </div>
    </section>
  );
}
