import { StatList } from './stat-list';
import type { Locale } from '@/lib/i18n/format';
import { statValue, type SiteStats, type StatKey } from '@/lib/content/stats';

/** The dark band of figures computed from the content (Home's statistics, About's impact). */
export function StatBand({
  id,
  block,
  stats,
  note,
  locale,
}: {
  id: string;
  block: { heading: string; intro: string; items: readonly { stat: StatKey; label: string }[] };
  stats: SiteStats;
  note?: string;
  locale: Locale;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 py-16 text-white">
      <div className="container-page text-center">
        <h2 id={id} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{block.intro}</p>
        <StatList
          items={block.items.map((s) => ({
            key: s.stat,
            label: s.label,
            value: statValue(stats, s.stat, locale),
          }))}
        />
        {note ? <p className="mt-8 text-sm text-brand-100">{note}</p> : null}
      </div>
    </section>
  );
}
