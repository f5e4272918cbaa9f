/**
 * Every word the forms show that is not a label: validation messages (used by the one zod schema
 * per form, in the browser and on the server), status lines and network errors, in each of the
 * site's languages. They live in content/forms/messages.json and content/ar/forms/messages.json
 * (same shape: the content check compares them) for editors; this module types them, picks the
 * visitor's language and fills in `{min}`/`{max}`.
 * Free of zod: the forms import it with the page, the schemas load later.
 */
import en from '../../../content/forms/messages.json';
import ar from '../../../content/ar/forms/messages.json';
import { fillSlots, formatNumber, type Locale, type PluralForms } from '../../i18n/format';
import type { ContactSubject } from './contact-fields';

/** The English file's shape; plural phrases keep every category a language uses (Arabic has six). */
export type FormMessages = Omit<typeof en, 'server'> & {
  server: Omit<(typeof en)['server'], 'rateLimited'> & { rateLimited: PluralForms };
};

const MESSAGES: Record<Locale, FormMessages> = { en, ar };

/**
 * The forms' words in `locale`: a page's param, a post's `locale` field (lib/forms/locale.ts), or
 * `useLocale()` in a client component.
 */
export function formMessagesFor(locale: Locale): FormMessages {
  return MESSAGES[locale];
}

/** One value per language, made once on first use (a form's zod schema, its field rules). */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let v = made.get(locale);
    if (v === undefined) {
      v = make(locale);
      made.set(locale, v);
    }
    return v;
  };
}

/** A message with its `{min}` / `{max}` placeholders filled in, numbers formatted for `locale`. */
export function fill(
  template: string,
  values: { min?: number; max?: number },
  locale: Locale,
): string {
  const defined = Object.entries(values).filter((e): e is [string, number] => e[1] !== undefined);
  return fillSlots(
    template,
    Object.fromEntries(defined.map(([k, n]) => [k, formatNumber(n, locale)])),
  );
}

/** A contact subject's label, in content's words, in `locale`. */
export function subjectLabel(subject: ContactSubject, locale: Locale): string {
  return formMessagesFor(locale).contactSubjects[subject];
}
