import type { MetadataRoute } from 'next';
import { getGuides, getLegal, getNewsletterIssues } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { LOCALES, type Locale } from '@/lib/i18n/format';
import { cataloguePlanPath, guidePath, pageRoutes } from '@/lib/navigation/routes';
import { languageAlternates, localeUrl } from '@/lib/seo';

const guideDate = (g: { publishedAt: string; updatedAt?: string }) => g.updatedAt ?? g.publishedAt;

type Entry = MetadataRoute.Sitemap[number];

/**
 * Every page in each language it exists in, with its hreflang alternates (`en`, `ar`,
 * `x-default`): the route table, every guide, catalogue plan and newsletter issue, dated from
 * the content.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const guides = getGuides('en');
  const newestGuide = guides.map(guideDate).sort().at(-1);
  const entries: MetadataRoute.Sitemap = [];
  /** One entry per language of `locales` for a path, each listing the others. */
  const add = (path: string, entry: Omit<Entry, 'url'>, locales: readonly Locale[] = LOCALES) => {
    const all = languageAlternates(path);
    const languages = Object.fromEntries(
      Object.entries(all).filter(([l]) => l === 'x-default' || locales.includes(l as Locale)),
    );
    for (const locale of locales)
      entries.push({ url: localeUrl(path, locale), ...entry, alternates: { languages } });
  };
  for (const { path, sitemap } of pageRoutes)
    add(path, {
      lastModified:
        sitemap.datedBy === 'guides'
          ? newestGuide
          : sitemap.datedBy
            ? getLegal(sitemap.datedBy.legal, 'en').lastUpdated
            : undefined,
      changeFrequency: sitemap.changeFrequency,
      priority: sitemap.priority,
    });
  for (const g of guides)
    add(guidePath(g.slug), {
      lastModified: guideDate(g),
      changeFrequency: 'monthly',
      priority: 0.8,
    });
  // A plan page is dated by its source, when the source states a date.
  for (const p of getCatalogue('en'))
    add(cataloguePlanPath(p.slug), {
      ...(p.source.date === 'unknown' ? {} : { lastModified: p.source.date }),
      changeFrequency: 'monthly',
      priority: 0.6,
    });
  // An issue exists in Arabic only once it is translated.
  const arabicIssues = new Set(getNewsletterIssues('ar').map((i) => i.slug));
  for (const issue of getNewsletterIssues('en'))
    add(
      `/newsletter/${issue.slug}`,
      { lastModified: issue.date, changeFrequency: 'yearly', priority: 0.4 },
      arabicIssues.has(issue.slug) ? LOCALES : ['en'],
    );
  return entries;
}
