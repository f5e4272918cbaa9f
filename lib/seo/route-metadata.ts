import type { Metadata } from 'next';
import type { Locale } from '../i18n/format';
import { localeFrom, type LocaleProps } from '../i18n/request';
import { getPage } from '../content';
import type { PageSlug } from '../content/schemas';
import { copyPageMetadata, pageMetadata } from './index';

/** The `generateMetadata` of a page whose words are content/pages/<slug>.mdx, at `path`. */
export function copyPageRouteMetadata(slug: PageSlug, path: string) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const locale = await localeFrom(params);
    return copyPageMetadata(getPage(slug, locale), path, locale);
  };
}

/**
 * The `generateMetadata` of a page a form or a mailed link lands on (thank-you, confirm,
 * unsubscribe, form error): its title and description in the route's language, never indexed.
 */
export function messagePageMetadata(
  path: string,
  words: (locale: Locale) => { title: string; description: string },
) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const locale = await localeFrom(params);
    return pageMetadata({ locale, ...words(locale), path, noIndex: true });
  };
}
