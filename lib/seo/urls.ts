import { LOCALES, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { absoluteUrl } from '../config/site';

/** A site path's absolute URL in a language. */
export function localeUrl(path: string, locale: Locale): string {
  return absoluteUrl(localePath(path, locale));
}

/** hreflang alternates of a path: each language, and x-default (English, the unprefixed URL). */
export function languageAlternates(
  path: string,
  locales: readonly Locale[] = LOCALES,
): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((l) => [l, localeUrl(path, l)])),
    'x-default': localeUrl(path, 'en'),
  };
}
