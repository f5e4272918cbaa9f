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
 * The library: search, category tabs, filters, featured guides and the list, in the URL's state.
 * With `query` (rendered per request for the address's), it is rendered with its matches over the
 * language's full text, as the browser shows them once it has that text too.
 */
export function LibrarySection({
  blocks: b,
  locale,
  query,
}: {
  blocks: GuidesBlocks;
  locale: Locale;
  query?: GuideQuery;
}) {
  const guides = guideSummaries(locale);
  const initial = query && {
    query,
    slugs: filterGuides(guides, query, guidesSearchIndex(locale)).map((g) => g.slug),
  };
  return (
    <GuidesLibrary
      guides={guides}
      initial={initial}
      options={{
        indexUrl: uiConfig.searchIndexPath,
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
