import { getGuides, readingTime } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';
import { uiConfig } from '@/lib/config/ui';
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

/** The search box's words: the results page's (/guides/search) stay on the server. */
function searchCopy({ label, placeholder, submitLabel, loading, results }: GuidesBlocks['search']) {
  return { label, placeholder, submitLabel, loading, results };
}

/** The library: search, category tabs, filters, featured guides and the list, in the URL's state. */
export function LibrarySection({ blocks: b, locale }: { blocks: GuidesBlocks; locale: Locale }) {
  return (
    <GuidesLibrary
      guides={guideSummaries(locale)}
      options={{
        indexUrl: uiConfig.searchIndexPath,
        panelsUrl: uiConfig.guidePanelsPath,
        relatedDelayMs: uiConfig.ui.relatedGuideOpenDelayMs,
      }}
      copy={{
        search: searchCopy(b.search),
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
