import { bidiText } from '../ui/bidi-text';
import Link from '@/components/ui/link';
import { getUiCopy } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { messagePageMetadata } from '@/lib/seo/route-metadata';

/** A short page after a form: a heading, one paragraph, and a way on. */
export function MessagePage({
  locale,
  title,
  text,
  tone = 'neutral',
  children,
}: {
  locale: Locale;
  title: string;
  text: string;
  tone?: 'neutral' | 'error';
  children?: React.ReactNode;
}) {
  return (
    <section className="container-page max-w-2xl py-20 text-center">
      <h1 className={`text-3xl font-bold ${tone === 'error' ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{bidiText(text)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children ?? (
          <Link href={getUiCopy(locale).layout.homeLink.href} className="btn-primary">
            {getUiCopy(locale).layout.homeLink.label}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * A route that only shows a message after a form (a thank-you page): its `generateMetadata` and
 * its page, both from `message`'s title and text in the route's language. The route file exports
 * the two: `export const generateMetadata = route.generateMetadata; export default route.Page;`.
 */
export function messageRoute(
  path: string,
  message: (locale: Locale) => { title: string; text: string },
) {
  return {
    generateMetadata: messagePageMetadata(path, (locale) => ({
      title: message(locale).title,
      description: message(locale).text,
    })),
    async Page({ params }: LocaleProps) {
      const locale = await localeFrom(params);
      const { title, text } = message(locale);
      return <MessagePage locale={locale} title={title} text={text} />;
    },
  };
}
