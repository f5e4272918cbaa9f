import { describe, expect, it } from 'vitest';
import {
  GET as feedRoute,
  generateStaticParams as feedParams,
} from '@/app/[locale]/guides/feed.xml/route';
import {
  GET as indexRoute,
  generateStaticParams as indexParams,
} from '@/app/[locale]/guides/search-index.json/route';
import { getGuides, getPage, getUiCopy } from '@/lib/content';
import { EMPTY_QUERY, filterGuides, normalize, type SearchIndex } from '@/lib/search/query';
import { guidesFeed } from '@/lib/guides/feed';
import { guidesSearchIndex } from '@/lib/search/guides-index';
import { absoluteUrl } from '@/lib/config/site';

/** The guides' search index and feed are built per language from that language's guides (issue 22). */

const params = (locale: string) => ({ params: Promise.resolve({ locale }) });
const facets = (locale: 'en' | 'ar') =>
  getGuides(locale).map(({ slug, title, brief, category, level, readingMinutes }) => ({
    slug,
    title,
    brief,
    category,
    level,
    readingMinutes,
  }));

describe('search index per language', () => {
  const en = guidesSearchIndex('en');
  const ar = guidesSearchIndex('ar');

  it("indexes that language's guides: the same slugs, each with its own language's text", () => {
    expect(en.locale).toBe('en');
    expect(ar.locale).toBe('ar');
    expect(Object.keys(ar.guides).sort()).toEqual(Object.keys(en.guides).sort());
    expect(Object.keys(ar.guides)).toHaveLength(getGuides('ar').length);
    const arTitles = new Map(getGuides('ar').map((g) => [g.slug, g.title]));
    for (const g of getGuides('en')) {
      expect(en.guides[g.slug], g.slug).toContain(normalize(g.title));
      expect(ar.guides[g.slug], g.slug).toContain(normalize(arTitles.get(g.slug)!));
      expect(ar.guides[g.slug], g.slug).not.toContain(normalize(g.title));
    }
  });

  it('an Arabic query typed with bare alef and haa finds the guide whose title has أ and ة', () => {
    const title = getGuides('ar').find((g) => g.slug === 'choosing-home-internet')!.title;
    expect(title).toContain('الأقمار الصناعية والحلول المدمجة');
    const q = 'الاقمار الصناعيه والحلول المدمجه';
    expect(filterGuides(facets('ar'), { ...EMPTY_QUERY, q }, ar).map((g) => g.slug)).toEqual([
      'choosing-home-internet',
    ]);
    // The English index knows no Arabic, and the Arabic one no English body text.
    expect(filterGuides(facets('en'), { ...EMPTY_QUERY, q }, en)).toEqual([]);
    expect(
      filterGuides(facets('en'), { ...EMPTY_QUERY, q: 'MiLLiMeTRE' }, en).map((g) => g.slug),
    ).toEqual(['understanding-5g-in-the-uae']);
    expect(filterGuides(facets('ar'), { ...EMPTY_QUERY, q: 'millimetre' }, ar)).toEqual([]);
  });

  it('the route serves the index of the language in its URL, both prerendered', async () => {
    expect(indexParams()).toEqual([{ locale: 'en' }, { locale: 'ar' }]);
    for (const locale of ['en', 'ar'] as const) {
      const res = await indexRoute(new Request('http://localhost/x'), params(locale));
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as SearchIndex;
      expect(body).toEqual(guidesSearchIndex(locale));
    }
  });
});

describe('guides feed per language', () => {
  it('the Arabic feed: xml:lang, Arabic titles and summaries, links to /ar/guides/…', () => {
    const xml = guidesFeed('ar');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">');
    expect(xml).toContain(`<title>${getUiCopy('ar').site.feedTitle}</title>`);
    expect(xml).toContain(`<link href="${absoluteUrl('/ar/guides/feed.xml')}" rel="self"/>`);
    expect(xml).toContain(`<id>${absoluteUrl('/ar/guides')}</id>`);
    const tabs = getPage('guides', 'ar').blocks.tabs.items;
    for (const g of getGuides('ar')) {
      expect(xml).toContain(`<link href="${absoluteUrl(`/ar/guides/${g.slug}`)}"/>`);
      expect(xml).toContain(`<category term="${g.category}" label="${tabs[g.category]}"/>`);
    }
    const titles = [...xml.matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(getGuides('ar').length);
    for (const t of titles) expect(t).toMatch(/[\u0600-\u06ff]/);
    // No link leads to an English page.
    expect(xml).not.toContain(`href="${absoluteUrl('/guides')}`);
  });

  it('the English feed keeps its unprefixed links and English words', () => {
    const xml = guidesFeed('en');
    expect(xml).toContain('xml:lang="en"');
    expect(xml).toContain(`<title>${getUiCopy('en').site.feedTitle}</title>`);
    expect(xml).not.toContain('/ar/');
    for (const g of getGuides('en'))
      expect(xml).toContain(`<link href="${absoluteUrl(`/guides/${g.slug}`)}"/>`);
    expect(xml).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('the route serves the feed of the language in its URL, both prerendered', async () => {
    expect(feedParams()).toEqual([{ locale: 'en' }, { locale: 'ar' }]);
    const res = await feedRoute(new Request('http://localhost/x'), params('ar'));
    expect(res.headers.get('content-type')).toContain('application/atom+xml');
    expect(await res.text()).toBe(guidesFeed('ar'));
  });
});
