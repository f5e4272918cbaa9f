import { locale as rootLocale } from 'next/root-params';
import { NotFoundView } from '@/components/layout/not-found-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/format';

/**
 * What notFound() shows (a path no page claims reaches it through app/[locale]/[...rest]), on the
 * server, in the language of the request: Next gives a not-found file no params, but the root
 * param (`[locale]`, next/root-params) is the prefix's language. One view, one language, sent.
 */
export default async function NotFound() {
  const locale = await rootLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
