import type { MetadataRoute } from 'next';
import { allCorrections, allGuides, allLegals } from 'contentlayer/generated';
import { absoluteUrl } from '@/lib/site';

const latest = (dates: (string | undefined)[]) =>
  dates.filter(Boolean).sort().at(-1) ?? new Date().toISOString().slice(0, 10);

/** Every public route and every guide, dated from its content. */
export default function sitemap(): MetadataRoute.Sitemap {
  const guideDates = allGuides.map((g) => g.updatedAt ?? g.publishedAt);
  const entries: MetadataRoute.Sitemap = [
    {
      url: absoluteUrl('/'),
      lastModified: latest(guideDates),
      changeFrequency: 'weekly',
      priority: 1,
    },
    {
      url: absoluteUrl('/plans'),
      lastModified: latest(guideDates),
      changeFrequency: 'weekly',
      priority: 0.9,
    },
    {
      url: absoluteUrl('/guides'),
      lastModified: latest(guideDates),
      changeFrequency: 'weekly',
      priority: 0.9,
    },
    { url: absoluteUrl('/about'), changeFrequency: 'monthly', priority: 0.6 },
    { url: absoluteUrl('/contact'), changeFrequency: 'yearly', priority: 0.5 },
    {
      url: absoluteUrl('/methodology'),
      lastModified: latest(allCorrections.map((c) => c.date)),
      changeFrequency: 'monthly',
      priority: 0.5,
    },
  ];
  for (const doc of allLegals)
    entries.push({
      url: absoluteUrl(doc.url),
      lastModified: doc.lastUpdated.slice(0, 10),
      changeFrequency: 'yearly',
      priority: 0.3,
    });
  for (const g of allGuides)
    entries.push({
      url: absoluteUrl(g.url),
      lastModified: (g.updatedAt ?? g.publishedAt).slice(0, 10),
      changeFrequency: 'monthly',
      priority: 0.8,
    });
  return entries;
}
