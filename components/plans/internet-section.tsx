import { bidiText } from '@/components/ui/bidi-text';
import { IconBadge } from '../ui/icon-card-grid';
import { ReviewedBody } from '../content/reviewed-body';
import { StaticImage } from '../ui/static-image';
import { CheckList } from './check-list';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** #internet: a card a connection type, with its advantages and considerations. */
export function InternetSection({
  block,
  locale,
}: {
  block: PlansBlocks['internet'];
  locale: Locale;
}) {
  return (
    <PlanSection id="internet" heading={block.heading} intro={block.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {getPlanCards('internet', locale).map((card) => (
          <li
            key={card.slug}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            {card.image ? <StaticImage {...card.image} className="h-auto w-full" /> : null}
            <div className="flex flex-1 flex-col p-6">
              <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
                <IconBadge name={card.icon} />
                {card.title}
              </h3>
              {card.summary ? (
                <p className="mt-3 font-medium text-slate-700">{bidiText(card.summary)}</p>
              ) : null}
              <div className="prose prose-slate mt-3 max-w-none">
                <ReviewedBody locale={locale} code={card.body.code} reviewedAt={card.reviewedAt} />
              </div>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <div>
                  <h4 className="font-semibold text-slate-900">{block.prosHeading}</h4>
                  <CheckList items={card.pros} />
                </div>
                <div>
                  <h4 className="font-semibold text-slate-900">{block.consHeading}</h4>
                  <CheckList items={card.cons} tone="warn" />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </PlanSection>
  );
}
