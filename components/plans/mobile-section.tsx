import Link from '@/components/ui/link';
import { Icon } from '../ui/icon';
import { StaticImage } from '../ui/static-image';
import { CheckList } from './check-list';
import { MobilePlanTabs } from './mobile-plan-tabs';
import { CardText } from './card-text';
import { PlanSection } from './plan-section';
import { getPlanCards } from '@/lib/content';
import type { PlansBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** #mobile: one tab a plan type; each panel has its text, images, checklist and guide link. */
export function MobileSection({ block, locale }: { block: PlansBlocks['mobile']; locale: Locale }) {
  return (
    <PlanSection id="mobile" heading={block.heading} intro={block.intro} hint={block.hint} shaded>
      <MobilePlanTabs
        label={block.tabsLabel}
        tabs={getPlanCards('mobile', locale).map((card) => ({
          id: card.tab,
          title: card.title,
          icon: <Icon name={card.icon} className="h-5 w-5" />,
          panel: (
            <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
              <div>
                <h3 className="text-2xl font-semibold text-slate-900">{card.title}</h3>
                <CardText card={card} locale={locale} />
                {card.guideLink ? (
                  <Link href={card.guideLink.href} className="btn-primary mt-6">
                    {card.guideLink.label}
                  </Link>
                ) : null}
              </div>
              <div>
                {card.images.map((img) => (
                  <StaticImage key={img.src} {...img} className="mb-4 h-auto w-full rounded-lg" />
                ))}
                <CheckList heading={block.checklistHeading} items={card.checklist} />
              </div>
            </div>
          ),
        }))}
      />
    </PlanSection>
  );
}
