/**
 * Site paths per locale: English keeps its unprefixed URLs (`/plans`), Arabic lives under `/ar`
 * with the same paths (`/ar/plans`). Client-safe.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './format';

/** Paths that are the same in every language: files, form endpoints, Next's own. */
const SHARED =
  /^\/(api|images|_next|fonts)(\/|$)|^\/[^/]+\.(svg|png|ico|txt|xml|json|webmanifest)$/;

/** `/plans#tv` → `/ar/plans#tv` for Arabic; English and shared paths unchanged. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (SHARED.test(path) || splitLocale(path).locale !== DEFAULT_LOCALE) return path;
  const rest = path === '/' ? '' : path.replace(/^\/(?=[?#])/, '');
  return `/${locale}${rest}`;
}

/** `/ar/guides?q=x` → { locale: 'ar', path: '/guides?q=x' }; `/guides` → { locale: 'en', path: '/guides' }. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const m = path.match(new RegExp(`^/${locale}(?=$|[/?#])(.*)$`));
    if (m) {
      const rest = m[1] ?? '';
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * The page's path without its language, from a browser or build pathname: `/ar/plans` → `/plans`.
 * English pages render under `/en/...` at build time (next.config.mjs rewrites to them), so that
 * prefix is dropped too, and the server and the browser agree.
 */
export function logicalPath(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  if (locale !== DEFAULT_LOCALE) return path;
  const m = path.match(new RegExp(`^/${DEFAULT_LOCALE}(?=$|[/?#])(.*)$`));
  return m ? m[1] || '/' : path;
}
