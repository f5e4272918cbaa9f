import { getGuides, getUiCopy } from '@/lib/content';
import { escapeXml } from '@/lib/xml';
import { absoluteUrl, siteConfig } from '@/lib/site';

export const dynamic = 'force-static';

/** Atom feed of the guides, newest first; every value escaped. */
export function GET() {
  const guides = [...getGuides()].sort((a, b) =>
    (b.updatedAt ?? b.publishedAt).localeCompare(a.updatedAt ?? a.publishedAt),
  );
  const updated = guides[0]
    ? new Date(guides[0].updatedAt ?? guides[0].publishedAt).toISOString()
    : new Date(0).toISOString();
  const entries = guides
    .map((g) => {
      const url = absoluteUrl(g.url);
      return [
        '  <entry>',
        `    <title>${escapeXml(g.title)}</title>`,
        `    <link href="${escapeXml(url)}"/>`,
        `    <id>${escapeXml(url)}</id>`,
        `    <published>${new Date(g.publishedAt).toISOString()}</published>`,
        `    <updated>${new Date(g.updatedAt ?? g.publishedAt).toISOString()}</updated>`,
        `    <category term="${escapeXml(g.category)}"/>`,
        `    <summary>${escapeXml(g.brief)}</summary>`,
        '  </entry>',
      ].join('\n');
    })
    .join('\n');
  const { site } = getUiCopy();
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(site.feedTitle)}</title>
  <subtitle>${escapeXml(site.tagline)}</subtitle>
  <link href="${escapeXml(absoluteUrl('/guides/feed.xml'))}" rel="self"/>
  <link href="${escapeXml(absoluteUrl('/guides'))}"/>
  <id>${escapeXml(absoluteUrl('/guides'))}</id>
  <updated>${updated}</updated>
  <author><name>${escapeXml(siteConfig.name)}</name></author>
${entries}
</feed>
`;
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
