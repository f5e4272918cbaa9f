import { PictureCard } from './picture-card';
import { CheckList } from './check-list';
import { CardText } from './card-text';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** #tv: a card a kind of TV or streaming service, with its features. */
export function TvSection({ block, locale }: { block: PlansBlocks['tv']; locale: Locale }) {
  return (
    <PlanSection id="tv" heading={block.heading} intro={block.intro} shaded>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {getPlanCards('tv', locale).map((card) => (
          <PictureCard key={card.slug} image={card.image} look="raised">
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
            <CardText card={card} locale={locale} small />
            <CheckList heading={block.featuresHeading} items={card.features} />
          </PictureCard>
        ))}
      </ul>
    </PlanSection>
  );
}
