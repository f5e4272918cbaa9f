import type { CatalogueEntry } from '@/lib/catalogue/entries';
import type { CatalogueBlocks } from '@/lib/content/schemas';
import { formatDate, joinList, type Locale } from '@/lib/i18n/format';
import { bidiText } from '@/components/ui/bidi-text';
import { HeadedSection } from '@/components/ui/headed-section';

/** Where the plan's price comes from: the source's title, publisher and date, and a link to it. */
export function PlanSourceSection({
  source,
  copy,
  locale,
}: {
  source: CatalogueEntry['source'];
  copy: CatalogueBlocks['plan'];
  locale: Locale;
}) {
  return (
    <HeadedSection
      id="source-heading"
      heading={copy.sourceHeading}
      className="rounded-xl bg-slate-50 p-5"
    >
      <p className="mt-2 text-slate-800">
        {/* The title is quoted as published (often English): isolated, so it keeps its order on an Arabic page. */}
        {/* The publisher after a dash, not in brackets: its name may hold its own («إي آند (اتصالات سابقًا)»). */}
        <bdi>{source.title}</bdi> – {bidiText(source.publisher)}
        {source.date === 'unknown' ? '' : joinList(['', formatDate(source.date, locale)], locale)}
      </p>
      <p className="mt-2">
        <a
          href={source.url}
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline"
        >
          {copy.sourceLink}
        </a>
      </p>
    </HeadedSection>
  );
}
