import { Icon } from '../ui/icon';
import { CardText } from './card-text';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { SectionProps } from '../ui/section-props';

/** #factors: the five things to weigh, numbered, each with a way to see it for yourself. */
export function FactorsSection({ block, locale }: SectionProps<PlansBlocks['factors']>) {
  return (
    <PlanSection id="factors" heading={block.heading} intro={block.intro} shaded>
      <ol className="grid gap-6 lg:grid-cols-5">
        {getPlanCards('factor', locale).map((card, i) => (
          <li
            key={card.slug}
            data-factor={card.factor}
            className="flex flex-col rounded-xl bg-white p-5 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <span className="text-brand-700">
                <Icon name={card.icon} />
              </span>
            </div>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h3>
            <CardText card={card} locale={locale} small className="flex-1" />
            <figure className="mt-4 rounded-lg border-s-4 border-brand-600 bg-brand-50 p-4">
              <figcaption className="text-sm font-semibold text-brand-900">
                {block.visualizationLabel}
              </figcaption>
              <p className="mt-1 text-sm text-slate-800">{card.visualization}</p>
            </figure>
          </li>
        ))}
      </ol>
    </PlanSection>
  );
}
