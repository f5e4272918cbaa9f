import { bidiText } from '@/components/ui/bidi-text';
import Link from '@/components/ui/link';
import { PageSection } from '../ui/page-section';
import { StaticImage } from '../ui/static-image';
import type { Guide } from '@/lib/content';
import type { PageBlocks } from '@/lib/content/schemas';

/** The guides marked `featured:`, a card each with its cover, topic, brief and link. */
export function FeaturedGuidesSection({
  block,
  guides,
}: {
  block: PageBlocks<'home'>['featuredGuides'];
  guides: readonly Guide[];
}) {
  return (
    <PageSection id="featured-heading" block={block} shaded>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guides.map((guide) => (
          <li
            key={guide.slug}
            className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
          >
            <StaticImage {...guide.images[0]} className="h-auto w-full" />
            <div className="flex flex-1 flex-col p-5">
              <p
                className="text-xs font-semibold uppercase tracking-wide text-brand-700"
                data-testid="guide-topic"
              >
                {block.topics[guide.topic]}
              </p>
              <h3 className="mt-2 font-semibold text-slate-900">{guide.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{bidiText(guide.brief)}</p>
              <Link
                href={guide.url}
                className="mt-4 text-sm font-semibold text-brand-800 hover:underline"
              >
                {block.readMore}
                <span className="sr-only">: {guide.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
