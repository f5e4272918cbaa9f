import Link from '@/components/ui/link';
import { IconCardGrid } from '../ui/icon-card-grid';
import { getGuide } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** Topic deep dives: a card a topic, listing its guides in reading order. */
export function DeepDivesSection({
  block,
  locale,
}: {
  block: GuidesBlocks['deepDives'];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="deep-dives-heading" className="bg-slate-50 py-14">
      <div className="container-page">
        <h2 id="deep-dives-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {block.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{block.intro}</p>
        <IconCardGrid
          items={block.items}
          className="mt-8 md:grid-cols-2 xl:grid-cols-4"
          raised
          more={(item) => (
            <ol className="mt-4 list-decimal space-y-1 ps-5">
              {item.guides.map((slug) => {
                const g = getGuide(slug, locale);
                if (!g) throw new Error(`Topic deep dive names unknown guide ${slug}`);
                return (
                  <li key={slug}>
                    <Link
                      href={g.url}
                      className="inline-block font-medium text-brand-800 hover:underline"
                    >
                      {g.title}
                    </Link>
                  </li>
                );
              })}
            </ol>
          )}
        />
      </div>
    </section>
  );
}
