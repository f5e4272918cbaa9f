/** The addresses in a reminder's mails: its confirmation page, its delete page, the one-click delete. */
import 'server-only';
import { absoluteUrl } from '../config/site';
import type { Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The page that confirms (a button; a GET changes nothing), in the reminder's language. */
export const reminderConfirmUrl = (token: string, locale: Locale) =>
  absoluteUrl(localePath(withToken('/remind/confirm', token), locale));
/** The page that deletes (a button), in the reminder's language. */
export const reminderDeleteUrl = (token: string, locale: Locale) =>
  absoluteUrl(localePath(withToken('/remind/delete', token), locale));
/** Where RFC 8058 one-click unsubscribe posts (mail clients): it deletes the reminder. */
export const reminderOneClickUrl = (token: string) =>
  absoluteUrl(withToken('/api/remind/delete', token));
