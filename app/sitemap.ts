import type { MetadataRoute } from 'next';
import { getGuides, getLegal, getNewsletterIssues } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { cataloguePlanPath, guidePath, pageRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

const guideDate = (g: { publishedAt: string; updatedAt?: string }) => g.updatedAt ?? g.publishedAt;

/** Every page of the route table and every guide, dated from its content. */
export default function sitemap(): MetadataRoute.Sitemap {
  const guides = getGuides();
  const newestGuide = guides.map(guideDate).sort().at(-1);
  const entries: MetadataRoute.Sitemap = pageRoutes.map(({ path, sitemap }) => ({
    url: absoluteUrl(path),
    lastModified:
      sitemap.datedBy === 'guides'
        ? newestGuide
        : sitemap.datedBy
          ? getLegal(sitemap.datedBy.legal).lastUpdated
          : undefined,
    changeFrequency: sitemap.changeFrequency,
    priority: sitemap.priority,
  }));
  for (const g of guides)
    entries.push({
      url: absoluteUrl(guidePath(g.slug)),
      lastModified: guideDate(g),
      changeFrequency: 'monthly',
      priority: 0.8,
    });
  // A plan page is dated by its source, when the source states a date.
  for (const p of getCatalogue())
    entries.push({
      url: absoluteUrl(cataloguePlanPath(p.slug)),
      ...(p.source.date === 'unknown' ? {} : { lastModified: p.source.date }),
      changeFrequency: 'monthly',
      priority: 0.6,
    });
  for (const issue of getNewsletterIssues())
    entries.push({
      url: absoluteUrl(`/newsletter/${issue.slug}`),
      lastModified: issue.date,
      changeFrequency: 'yearly',
      priority: 0.4,
    });
  return entries;
}
