import { IconCardGrid } from '../ui/icon-card-grid';
import type { GuidesBlocks } from '@/lib/content/schemas';

/** Other resources: a card each with its link. */
export function ResourcesSection({ block }: { block: GuidesBlocks['resources'] }) {
  return (
    <section aria-labelledby="resources-heading" className="container-page py-14">
      <h2 id="resources-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {block.heading}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{block.intro}</p>
      <IconCardGrid items={block.items} className="mt-8 sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
