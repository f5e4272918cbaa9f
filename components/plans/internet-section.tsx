import { IconBadge } from '../ui/icon-card-grid';
import { PictureCard } from './picture-card';
import { CheckList } from './check-list';
import { CardText } from './card-text';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { SectionProps } from '../ui/section-props';

/** #internet: a card a connection type, with its advantages and considerations. */
export function InternetSection({ block, locale }: SectionProps<PlansBlocks['internet']>) {
  return (
    <PlanSection id="internet" heading={block.heading} intro={block.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {getPlanCards('internet', locale).map((card) => (
          <PictureCard key={card.slug} image={card.image} look="bordered">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
              <IconBadge name={card.icon} />
              {card.title}
            </h3>
            <CardText card={card} locale={locale} />
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <CheckList heading={block.prosHeading} items={card.pros} />
              </div>
              <div>
                <CheckList heading={block.consHeading} items={card.cons} tone="warn" />
              </div>
            </div>
          </PictureCard>
        ))}
      </ul>
    </PlanSection>
  );
}
