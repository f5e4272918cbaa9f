import { getGuides, getRelatedGuides, readingTime } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';
import { uiConfig } from '@/lib/config/ui';
import { ExpandedGuide } from './expanded-guide';
import { GuidesLibrary } from './guides-library';
import type { GuideSummary } from './types';

/** What the library's script needs of each guide: what it filters on and what a card shows. */
function summaries(locale: Locale): GuideSummary[] {
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

/** Each guide's expanded view, rendered here on the server; the full text stays in the search index. */
function panels(copy: GuidesBlocks['list'], locale: Locale) {
  return Object.fromEntries(
    getGuides(locale).map((g) => [
      g.slug,
      <ExpandedGuide
        key={g.slug}
        copy={copy}
        guide={{
          slug: g.slug,
          title: g.title,
          url: g.url,
          toc: g.toc,
          keyPoints: g.keyPoints,
          images: g.images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
          related: getRelatedGuides(g, locale).map((r) => ({ slug: r.slug, title: r.title })),
        }}
      />,
    ]),
  );
}

/** The library: search, category tabs, filters, featured guides and the list, in the URL's state. */
export function LibrarySection({ blocks: b, locale }: { blocks: GuidesBlocks; locale: Locale }) {
  return (
    <GuidesLibrary
      guides={summaries(locale)}
      panels={panels(b.list, locale)}
      options={{
        indexUrl: uiConfig.searchIndexPath,
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
