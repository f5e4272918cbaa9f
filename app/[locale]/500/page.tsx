import { ErrorView } from '@/components/layout/error-view';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

/**
 * The error page, prerendered in each language. A page that fails to render on the server is
 * sent as an empty shell that only JavaScript fills in (with app/[locale]/error.tsx), so
 * server.mjs answers a full load that Next answers 500 with this page's HTML instead, in the
 * language of the path, with status 500: it reads without JavaScript too. Like /404, it is no
 * page of its own: asked for directly, it is the 404 page.
 */
export default async function ErrorPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <ErrorView locale={locale} error={null} />;
}
