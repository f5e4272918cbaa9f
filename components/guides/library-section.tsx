import { getGuides, readingTime } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';
import { uiConfig } from '@/lib/config/ui';
import { guidesSearchIndex } from '@/lib/search/guides-index';
import { filterGuides, type GuideQuery } from '@/lib/search/query';
import { GuidesLibrary } from './guides-library';
import type { GuideSummary } from './types';

/** What the library's script needs of each guide: what it filters on and what a card shows. */
export function guideSummaries(locale: Locale): GuideSummary[] {
  return getGuides(locale).map((g) => ({
    slug: g.slug,
    title: g.title,
    brief: g.brief,
    category: g.category,
    level: g.level,
    readingMinutes: g.readingMinutes,
    readingTime: readingTime(g, locale),
    featured: g.featured,
    cover: { src: g.images[0].src, width: g.images[0].width, height: g.images[0].height },
  }));
}

/**
 * The library for the address's query: its matches over the language's full text, found here on
 * the server (the full text never goes to the browser).
 */
export function LibrarySection({
  blocks: b,
  locale,
  query,
}: {
  blocks: GuidesBlocks;
  locale: Locale;
  query: GuideQuery;
}) {
  const guides = guideSummaries(locale);
  return (
    <GuidesLibrary
      guides={guides}
      query={query}
      results={filterGuides(guides, query, guidesSearchIndex(locale))}
      locale={locale}
      options={{
        panelsUrl: uiConfig.guidePanelsPath,
        relatedDelayMs: uiConfig.ui.relatedGuideOpenDelayMs,
      }}
      copy={{
        search: b.search,
        tabs: b.tabs,
        filters: b.filters,
        featured: b.featured,
        list: b.list,
        empty: b.empty,
        insights: b.insights,
      }}
    />
  );
}
