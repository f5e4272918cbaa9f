import type { Metadata } from 'next';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '@/lib/catalogue/constants';
import { parseCatalogueQuery } from '@/lib/catalogue/entries';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

/** A filtered view of the catalogue: not indexed, its canonical is the catalogue itself. */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const page = getPage('catalogue', locale);
  return {
    ...pageMetadata({
      locale,
      title: page.title,
      description: page.description,
      path: '/plans/catalogue',
      noIndex: true,
    }),
  };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The catalogue filter form's GET target, rendered per request so it needs no JavaScript. */
export default async function CatalogueFilterPage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  const query = parseCatalogueQuery(await searchParams, {
    types: CATALOGUE_TYPES,
    operators: CATALOGUE_OPERATORS,
  });
  return <CatalogueView locale={locale} query={query} />;
}
