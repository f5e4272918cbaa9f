import type { Metadata } from 'next';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { getPage } from '@/lib/content';
import { copyPageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return copyPageMetadata(getPage('catalogue', locale), '/plans/catalogue', locale);
}

/** Prerendered: every plan, current ones first, by total cost. */
export default async function CataloguePage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <CatalogueView locale={locale} query={{ sort: 'total' }} />;
}
