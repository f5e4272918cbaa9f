import { IconCardGrid } from '../ui/icon-card-grid';
import type { GuidesBlocks } from '@/lib/content/schemas';
import { HeadingIntro } from '../ui/heading-intro';

/** Other resources: a card each with its link. */
export function ResourcesSection({ block }: { block: GuidesBlocks['resources'] }) {
  return (
    <section aria-labelledby="resources-heading" className="container-page py-14">
      <HeadingIntro id="resources-heading" block={block} look="band" />
      <IconCardGrid items={block.items} className="mt-8 sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
