import { NotFoundView } from '@/components/layout/not-found-view';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

/**
 * The 404 page, prerendered in each language. Next renders a 404 of a route under a dynamic root
 * layout (`app/[locale]`) only in the browser (vercel/next.js#62228): its server HTML is an empty
 * shell. server.mjs answers such a 404 with this page's HTML instead, in the language of the path,
 * with status 404, so it reads without JavaScript too.
 */
export default async function NotFoundPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <NotFoundView locale={locale} />;
}
