import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { getGuides, getNewsletterIssues } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { cataloguePlanPath, pageRoutes, siteRoutes } from '@/lib/navigation/routes';

// The header and footer lists it feeds are checked as rendered, in e2e/layout.spec.ts and
// e2e/route-extras.ts.
describe('the route table', () => {
  it('names only pages that exist in app/, each once', () => {
    const paths = siteRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path: p } of pageRoutes) {
      expect(p).not.toContain('#');
      expect(fs.existsSync(path.join(__dirname, '../../app/[locale]', p, 'page.tsx')), p).toBe(
        true,
      );
    }
    // A #section entry points into a page of the table.
    for (const r of siteRoutes.filter((r) => r.path.includes('#')))
      expect(pageRoutes.map((p) => p.path)).toContain(r.path.split('#')[0]);
  });

  it('feeds the sitemap: every page of the table, then every guide, catalogue plan and newsletter issue, in English then Arabic, dated from content', () => {
    const entries = sitemap();
    const urls = entries.map((e) => new URL(e.url).pathname);
    const both = (p: string) => [p, p === '/' ? '/ar' : `/ar${p}`];
    expect(urls).toEqual([
      ...pageRoutes.flatMap((r) => both(r.path)),
      ...getGuides('en').flatMap((g) => both(g.url)),
      ...getCatalogue('en').flatMap((p) => both(cataloguePlanPath(p.slug))),
      ...getNewsletterIssues('en').flatMap((i) => both(`/newsletter/${i.slug}`)),
    ]);
    expect(entries[1].alternates?.languages).toEqual({
      en: 'http://localhost:3000/',
      ar: 'http://localhost:3000/ar',
      'x-default': 'http://localhost:3000/',
    });
    const privacy = entries.find((e) => e.url.endsWith('/privacy'));
    expect(privacy?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const newest = getGuides('en')
      .map((g) => g.updatedAt ?? g.publishedAt)
      .sort()
      .at(-1);
    expect(entries[0].lastModified).toBe(newest);
  });
});
