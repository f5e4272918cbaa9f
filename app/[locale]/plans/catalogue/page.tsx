import type { Metadata } from 'next';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '@/lib/catalogue/constants';
import { parseCatalogueQuery } from '@/lib/catalogue/entries';
import { CARRIED, carriedComparison } from '@/lib/pricing/carry';
import { getPage } from '@/lib/content';
import { copyPageMetadata, robotsValue } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A filtered view is not indexed: its canonical is the catalogue itself. */
export async function generateMetadata({
  params,
  searchParams,
}: Props & LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const metadata = copyPageMetadata(getPage('catalogue', locale), '/plans/catalogue', locale);
  const filtered = Object.keys(await searchParams).length > 0;
  return filtered ? { ...metadata, robots: robotsValue(true) } : metadata;
}

/**
 * The catalogue for the query in its address (`?type=&operator=&contract=&budget=&sort=&period=`),
 * and the comparison it was opened from (`c`, whose plans "Add to comparison" keeps),
 * the filter form's own GET target: rendered per request, so it filters without JavaScript;
 * without a query, every plan, current ones first, by total cost.
 */
export default async function CataloguePage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  const search = await searchParams;
  const query = parseCatalogueQuery(search, {
    types: CATALOGUE_TYPES,
    operators: CATALOGUE_OPERATORS,
  });
  return (
    <CatalogueView locale={locale} query={query} carried={carriedComparison(search[CARRIED])} />
  );
}
