/**
 * The Atom feed of one language's guides (`/guides/feed.xml`, `/ar/guides/feed.xml`), newest
 * first, every value escaped. A route handler has no request locale: the language is named, and
 * every title, summary and link is that language's.
 */
import 'server-only';
import { getGuides, getPage, getUiCopy } from '../content';
import type { Locale } from '../i18n/format';
import { localeUrl } from '../seo';
import { siteConfig } from '../config/site';
import { escapeXml } from '../seo/xml';

export function guidesFeed(locale: Locale): string {
  const guides = [...getGuides(locale)].sort((a, b) =>
    (b.updatedAt ?? b.publishedAt).localeCompare(a.updatedAt ?? a.publishedAt),
  );
  const updated = guides[0]
    ? new Date(guides[0].updatedAt ?? guides[0].publishedAt).toISOString()
    : new Date(0).toISOString();
  const categories = getPage('guides', locale).blocks.tabs.items;
  const entries = guides
    .map((g) => {
      const url = localeUrl(g.url, locale);
      return [
        '  <entry>',
        `    <title>${escapeXml(g.title)}</title>`,
        `    <link href="${escapeXml(url)}"/>`,
        `    <id>${escapeXml(url)}</id>`,
        `    <published>${new Date(g.publishedAt).toISOString()}</published>`,
        `    <updated>${new Date(g.updatedAt ?? g.publishedAt).toISOString()}</updated>`,
        `    <category term="${escapeXml(g.category)}" label="${escapeXml(categories[g.category])}"/>`,
        `    <summary>${escapeXml(g.brief)}</summary>`,
        '  </entry>',
      ].join('\n');
    })
    .join('\n');
  const { site } = getUiCopy(locale);
  const library = localeUrl('/guides', locale);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
  <title>${escapeXml(site.feedTitle)}</title>
  <subtitle>${escapeXml(site.tagline)}</subtitle>
  <link href="${escapeXml(localeUrl('/guides/feed.xml', locale))}" rel="self"/>
  <link href="${escapeXml(library)}"/>
  <id>${escapeXml(library)}</id>
  <updated>${updated}</updated>
  <author><name>${escapeXml(siteConfig.name)}</name></author>
${entries}
</feed>
`;
}
