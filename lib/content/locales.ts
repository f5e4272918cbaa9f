/**
 * Where each language's content lives: English under content/<kind>/, each translation at the
 * same path under content/<locale>/ (content/ar/guides/roaming-without-bill-shock.mdx), joined
 * to its English original by that path, so slugs stay Latin and links are shared.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/format';

/** The glob (relative to content/) of a collection's files in a language. */
export function localeContentPath(pattern: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? pattern : `${locale}/${pattern}`;
}

/** contentlayer2's document type name in a language: `Guide`, `ArGuide`. */
export function documentTypeName(type: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? type : `${locale[0].toUpperCase()}${locale.slice(1)}${type}`;
}

/** `ar/guides/x.mdx` → { locale: 'ar', path: 'guides/x.mdx' }; `guides/x.mdx` → English. */
export function splitContentPath(relative: string): { locale: Locale; path: string } {
  const [first, ...rest] = relative.split('/');
  const locale = LOCALES.find((l) => l !== DEFAULT_LOCALE && l === first);
  return locale ? { locale, path: rest.join('/') } : { locale: DEFAULT_LOCALE, path: relative };
}
