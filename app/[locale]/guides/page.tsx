import { GuidesPageBody } from '@/components/guides/guides-page';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { searchParamsOf } from '@/lib/navigation/url';
import { parseGuideQuery } from '@/lib/search/query';

/** Its canonical address is the library's, whatever the query. */
export const generateMetadata = copyPageRouteMetadata('guides', '/guides');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The Knowledge Library for its address's query (`/guides?q=roaming&category=technical`), rendered
 * per request from `searchParams`: its first paint, with or without scripts, is the library the
 * address names, searched over the language's full text. Its search form, tabs and filters are
 * GET forms and links to this page (docs/architecture.md, "URL state").
 */
export default async function GuidesPage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  const query = parseGuideQuery(searchParamsOf(await searchParams));
  return <GuidesPageBody locale={locale} query={query} />;
}
