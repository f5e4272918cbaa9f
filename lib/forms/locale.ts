/**
 * The language of a form post, carried one way: the hidden `locale` field every site form sends
 * (components/forms/enhanced-form.tsx, the newsletter confirm and unsubscribe buttons). Route
 * handlers answer in it: JSON messages, and the thank-you and error pages they redirect to.
 * No header is consulted (not the Referer, not Accept-Language).
 *
 * The fallback is explicit: a post whose field is missing or not a site language (a hand-made
 * post, a mail client's one-click unsubscribe), and a refusal given before the body is read (a
 * cross-site post, a body over the size cap), are answered in the default language, English.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/format';
import { LOCALE_FIELD } from './fields';

export { LOCALE_FIELD } from './fields';

/** The language of a post's answer until its body is read: the default (see above). */
export const UNREAD_POST_LOCALE: Locale = DEFAULT_LOCALE;

/** The post's language: its `locale` field when that is a site language, else the default. */
export function postLocale(form: FormData | null): Locale {
  const value = form?.get(LOCALE_FIELD);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
