import { InLocale } from '@/components/ui/locale-context';
import { NotFoundView } from '@/components/layout/not-found-view';
import { LOCALES } from '@/lib/i18n/format';

/**
 * What notFound() shows in the browser (client navigations); full loads get /404 (server.mjs).
 * Next passes a not-found file no params: it renders the view in each language and the layout's
 * locale (LocaleProvider) picks one.
 */
export default function NotFound() {
  const views = Object.fromEntries(LOCALES.map((l) => [l, <NotFoundView key={l} locale={l} />]));
  return <InLocale views={views as Record<(typeof LOCALES)[number], React.ReactNode>} />;
}
