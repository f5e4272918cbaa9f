import Link from '@/components/ui/link';
import { Disclosure } from '../ui/disclosure';
import { IconBadge } from '../ui/icon-card-grid';
import { JsonLd } from '../ui/json-ld';
import { ReviewedBody } from '../content/reviewed-body';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import { serviceJsonLd } from '@/lib/seo';
import type { SectionProps } from '../ui/section-props';

/** Plan Overview: the four service areas, one open at a time, each leading to its section. */
export function OverviewSection({ block, locale }: SectionProps<PlansBlocks['overview']>) {
  const cards = getPlanCards('overview', locale);
  return (
    <PlanSection id="overview" heading={block.heading} intro={block.intro}>
      <div className="max-w-4xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {cards.map((card) => (
          <Disclosure
            key={card.slug}
            group="plan-overview"
            heading={card.title}
            icon={<IconBadge name={card.icon} />}
            bodyClassName="prose prose-slate max-w-none px-5 pb-5"
          >
            <ReviewedBody locale={locale} code={card.body.code} reviewedAt={card.reviewedAt} />
            <Link href={`#${card.anchor}`} className="btn-secondary not-prose no-underline">
              {block.exploreLabel}
              <span className="sr-only">: {card.title}</span>
            </Link>
          </Disclosure>
        ))}
      </div>
      {cards.map((card) => (
        <JsonLd
          key={card.slug}
          data={serviceJsonLd({
            locale,
            name: card.title,
            description: card.summary,
            path: `/plans#${card.anchor}`,
          })}
        />
      ))}
    </PlanSection>
  );
}
