import { IconCardGrid } from '../ui/icon-card-grid';
import { getGuide } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import { HeadingIntro } from '../ui/heading-intro';
import { LinkList } from '../ui/link-list';
import type { SectionProps } from '../ui/section-props';

/** Topic deep dives: a card a topic, listing its guides in reading order. */
export function DeepDivesSection({ block, locale }: SectionProps<GuidesBlocks['deepDives']>) {
  return (
    <section aria-labelledby="deep-dives-heading" className="bg-slate-50 py-14">
      <div className="container-page">
        <HeadingIntro id="deep-dives-heading" block={block} look="band" />
        <IconCardGrid
          items={block.items}
          className="mt-8 md:grid-cols-2 xl:grid-cols-4"
          raised
          more={(item) => (
            <LinkList
              as="ol"
              links={item.guides.map((slug) => {
                const g = getGuide(slug, locale);
                if (!g) throw new Error(`Topic deep dive names unknown guide ${slug}`);
                return { href: g.url, label: g.title };
              })}
              className="mt-4 list-decimal space-y-1 ps-5"
              linkClassName="inline-block font-medium text-brand-800 hover:underline"
            />
          )}
        />
      </div>
    </section>
  );
}
