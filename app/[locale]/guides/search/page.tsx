import { GuidesPageBody } from '@/components/guides/guides-page';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { searchParamsOf } from '@/lib/navigation/url';
import { parseGuideQuery } from '@/lib/search/query';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';

/** The library's own page's metadata: its canonical address is the library's. */
export const generateMetadata = copyPageRouteMetadata('guides', '/guides');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The guide library for its address's query (`/guides?q=roaming&category=technical`), rendered
 * per request: server.mjs rewrites such an address here (lib/server/library-query.mjs), so its
 * first paint, with or without scripts, is the library filtered as the address says, over the
 * language's full text. Its own address, /guides/search, redirects to the library.
 */
export default async function GuidesWithQueryPage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  const query = parseGuideQuery(searchParamsOf(await searchParams));
  return <GuidesPageBody locale={locale} query={query} />;
}
