import { ContentLink } from '@/components/ui/content-link';
import type { PlansBlocks } from '@/lib/content/schemas';
import { HeadingIntro } from '../ui/heading-intro';

/** "Compare real offers": near the top of /plans, the way to the catalogue and the calculator. */
export function CompareOffersSection({ block }: { block: PlansBlocks['compareOffers'] }) {
  return (
    <section aria-labelledby="compare-offers-heading" className="container-page pt-10">
      <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-8">
        <HeadingIntro
          id="compare-offers-heading"
          block={block}
          look="block"
          className="max-w-2xl"
        />
        <div className="mt-4 flex shrink-0 flex-wrap gap-3 sm:mt-0">
          {block.links.map((l, i) => (
            <ContentLink
              key={l.href}
              link={l}
              className={i === 0 ? 'btn-primary' : 'btn-secondary'}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
