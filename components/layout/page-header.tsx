import { bidiText } from '../ui/bidi-text';
import type { Crumb } from '@/lib/navigation/breadcrumbs';
import { Breadcrumbs } from './breadcrumbs';
import { TranslationNotice } from '../content/translation-notice';
import type { Locale } from '@/lib/i18n/format';

/** A page's title and lead: as two props, or as the page's `header` block ({ heading, lead }). */
type Heading = { title: string; lead?: string } | { header: { heading: string; lead?: string } };

/**
 * The band at the top of an inner page: breadcrumbs, title, lead. `sources` are the content
 * documents the page's words come from (see TranslationNotice): on a translated page, when one of
 * them is behind its English original, the band says so under the lead.
 */
export function PageHeader({
  locale,
  path,
  trail,
  sources,
  children,
  ...heading
}: Heading & {
  locale: Locale;
  path: string;
  trail?: Crumb[];
  sources?: readonly string[];
  children?: React.ReactNode;
}) {
  const { title, lead } =
    'header' in heading ? { title: heading.header.heading, lead: heading.header.lead } : heading;
  return (
    <header className="border-b border-brand-100 bg-brand-50">
      <div className="container-page py-10 sm:py-14">
        <Breadcrumbs locale={locale} path={path} trail={trail} title={title} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {bidiText(title)}
        </h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{bidiText(lead)}</p> : null}
        {sources ? (
          <TranslationNotice
            locale={locale}
            source={sources}
            path={path}
            className="mt-6 max-w-3xl"
          />
        ) : null}
        {children}
      </div>
    </header>
  );
}
