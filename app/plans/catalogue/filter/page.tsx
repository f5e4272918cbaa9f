import type { Metadata } from 'next';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '@/lib/catalogue/constants';
import { parseCatalogueQuery } from '@/lib/catalogue/entries';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

/** A filtered view of the catalogue: not indexed, its canonical is the catalogue itself. */
export function generateMetadata(): Metadata {
  const page = getPage('catalogue');
  return {
    ...pageMetadata({
      title: page.title,
      description: page.description,
      path: '/plans/catalogue',
      noIndex: true,
    }),
  };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The catalogue filter form's GET target, rendered per request so it needs no JavaScript. */
export default async function CatalogueFilterPage({ searchParams }: Props) {
  const query = parseCatalogueQuery(await searchParams, {
    types: CATALOGUE_TYPES,
    operators: CATALOGUE_OPERATORS,
  });
  return <CatalogueView query={query} />;
}
