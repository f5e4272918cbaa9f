/**
 * The locale of a `[locale]` page or layout comes from its params, read once by `localeFrom` and
 * then passed, as an argument or a prop, to every content getter, formatter and component that
 * needs it. Nothing holds it for them: there is no request-scoped store and no default language,
 * so code that forgets the locale fails to type-check instead of rendering English on /ar.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './format';

/** A `[locale]` segment's params, checked (anything but a site language is a 404) and returned. */
export async function localeFrom(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** The props of a page or layout under `app/[locale]`. */
export type LocaleProps = { params: Promise<{ locale: string }> };

/**
 * The props of a page a mailed link opens (the newsletter's confirm and unsubscribe, the
 * reminder's confirm and delete): its params, and the link's token and the result its button's
 * POST came back with.
 */
export type TokenPageProps = LocaleProps & {
  searchParams: Promise<{ token?: string; result?: string }>;
};

/** Such a page's language (a 404 for any other), token and result. */
export async function tokenPageInput({ params, searchParams }: TokenPageProps) {
  const locale = await localeFrom(params);
  const { token, result } = await searchParams;
  return { locale, token, result };
}

/** The params of a static route handler under `app/[locale]`: one response per site language. */
export function localeStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * The GET of a route handler under `app/[locale]`, given what to answer in a language. A route
 * handler has no request locale: the response's language is the URL's.
 */
export function localeGet(respond: (locale: Locale) => Response) {
  return async (_request: Request, { params }: LocaleProps) => respond(await localeFrom(params));
}

/**
 * The pages of a collection's items in each language (`app/[locale]/…/[key]`, prerendered, with
 * `dynamicParams = false`): `generateStaticParams` gives the slugs of the segment's language and
 * `load` the item its params name, with the locale; any other language or slug is a 404.
 * `find` looks one item up (by default, in `list`).
 */
export function itemRoute<K extends string, T extends { slug: string }>(
  key: K,
  list: (locale: Locale) => readonly T[],
  find: (slug: string, locale: Locale) => T | undefined = (slug, locale) =>
    list(locale).find((item) => item.slug === slug),
) {
  return {
    generateStaticParams({ params }: { params: { locale: string } }) {
      const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
      return list(locale).map((item) => ({ [key]: item.slug }) as Record<K, string>);
    },
    async load(params: Promise<{ locale: string } & Record<K, string>>) {
      const found = await params;
      if (!isLocale(found.locale)) notFound();
      const item = find(found[key], found.locale);
      if (!item) notFound();
      return { item, locale: found.locale };
    },
  };
}

/** The GET of a static JSON file under `app/[locale]`, written once per language at build time. */
export function localeJsonGet(body: (locale: Locale) => unknown) {
  return localeGet(
    (locale) =>
      new Response(JSON.stringify(body(locale)), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'public, max-age=0, must-revalidate',
        },
      }),
  );
}
