import { bidiText } from '@/components/ui/bidi-text';
import { Disclosure } from '../ui/disclosure';
import { IconBadge } from '../ui/icon-card-grid';
import { ReviewedBody } from '../content/reviewed-body';
import { CheckList } from './check-list';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** #family: click-to-expand cards, none open at first, one open at a time. */
export function FamilySection({ block, locale }: { block: PlansBlocks['family']; locale: Locale }) {
  return (
    <PlanSection id="family" heading={block.heading} intro={block.intro}>
      <ul className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        {getPlanCards('family', locale).map((card) => (
          <li key={card.slug}>
            <Disclosure
              group="family"
              heading={<span className="text-lg">{card.title}</span>}
              summary={card.summary ? bidiText(card.summary) : undefined}
              icon={<IconBadge name={card.icon} className="shrink-0" />}
              className="rounded-xl border border-slate-200 bg-white"
              bodyClassName="px-5 pb-5"
            >
              <div className="prose prose-sm prose-slate max-w-none">
                <ReviewedBody locale={locale} code={card.body.code} reviewedAt={card.reviewedAt} />
              </div>
              <CheckList heading={block.detailsHeading} items={card.details} />
            </Disclosure>
          </li>
        ))}
      </ul>
    </PlanSection>
  );
}
