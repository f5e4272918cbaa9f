/**
 * The language of a form post: the hidden `locale` field every form sends (only a site language
 * counts; anything else is English), or, when a post has none (an old page, a hand-made post),
 * the path of the page it came from (`Referer: …/ar/contact` is Arabic). Route handlers answer
 * in it: JSON messages, and the thank-you and error pages they redirect to.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../format';
import { splitLocale } from '../i18n/paths';
import { LOCALE_FIELD } from './fields';

export { LOCALE_FIELD } from './fields';

/** The language of the page a request came from (its Referer's path), English when unknown. */
export function refererLocale(req: Request): Locale {
  const referer = req.headers.get('referer');
  if (!referer) return DEFAULT_LOCALE;
  try {
    return splitLocale(new URL(referer).pathname).locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The post's language: its `locale` field when present (validated), else its Referer's. */
export function postLocale(form: FormData | null, req: Request): Locale {
  const value = form?.get(LOCALE_FIELD);
  if (value === null || value === undefined) return refererLocale(req);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
