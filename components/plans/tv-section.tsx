import { bidiText } from '@/components/ui/bidi-text';
import { ReviewedBody } from '../content/reviewed-body';
import { StaticImage } from '../ui/static-image';
import { CheckList } from './check-list';
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
          <li
            key={card.slug}
            className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
          >
            {card.image ? <StaticImage {...card.image} className="h-auto w-full" /> : null}
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              {card.summary ? (
                <p className="mt-2 text-sm font-medium text-slate-700">{bidiText(card.summary)}</p>
              ) : null}
              <div className="prose prose-sm prose-slate mt-3 max-w-none">
                <ReviewedBody locale={locale} code={card.body.code} reviewedAt={card.reviewedAt} />
              </div>
              <h4 className="mt-4 font-semibold text-slate-900">{block.featuresHeading}</h4>
              <CheckList items={card.features} />
            </div>
          </li>
        ))}
      </ul>
    </PlanSection>
  );
}
