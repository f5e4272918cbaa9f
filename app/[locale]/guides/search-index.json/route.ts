import { notFound } from 'next/navigation';
import { isLocale, LOCALES } from '@/lib/i18n/format';
import { guidesSearchIndex } from '@/lib/search/guides-index';

// Written once per language at build time as a static file (/guides/search-index.json and
// /ar/guides/search-index.json): /guides fetches its language's index on the visitor's first
// search, so no guide's full text is part of the page's JavaScript.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, { params }: Context) {
  // A route handler has no request locale: the index's language is the URL's.
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return new Response(JSON.stringify(guidesSearchIndex(locale)), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  });
}
