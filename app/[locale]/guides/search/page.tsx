import { guideSummaries } from '@/components/guides/library-section';
import { SearchResults } from '@/components/guides/search-results';
import { ToolPage, type ToolPageSource } from '@/components/ui/tool-page';
import { getPage } from '@/lib/content';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { GUIDE_SEARCH_PATH } from '@/lib/navigation/routes';
import { searchParamsOf } from '@/lib/navigation/url';
import { guidesSearchIndex } from '@/lib/search/guides-index';
import { filterGuides, parseGuideQuery } from '@/lib/search/query';
import { messagePageMetadata } from '@/lib/seo/route-metadata';

const PAGE: ToolPageSource = { path: GUIDE_SEARCH_PATH, sources: ['pages/guides.mdx'] };

export const generateMetadata = messagePageMetadata(PAGE.path, (locale) => {
  const { title, description } = getPage('guides', locale).blocks.search.page;
  return { title, description };
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The guide search's results, rendered per request from the address's query (text, category,
 * length, level: the library's own), over the language's full-text index. The library's search
 * form is sent here where its script does not run; with it, the library filters as you type.
 */
export default async function GuideSearchPage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  const b = getPage('guides', locale).blocks;
  const query = parseGuideQuery(searchParamsOf(await searchParams));
  const results = filterGuides(guideSummaries(locale), query, guidesSearchIndex(locale));
  return (
    <ToolPage
      locale={locale}
      page={PAGE}
      header={{ heading: b.search.page.title }}
      className="py-10"
    >
      <SearchResults locale={locale} query={query} results={results} copy={b} />
    </ToolPage>
  );
}
