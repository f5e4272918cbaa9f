import { notFound } from 'next/navigation';
import { isLocale, LOCALES } from '@/lib/i18n/format';
import { guidesFeed } from '@/lib/guides/feed';

// One static feed per language: /guides/feed.xml and /ar/guides/feed.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, { params }: Context) {
  // A route handler has no request locale: the feed's language is the URL's.
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return new Response(guidesFeed(locale), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
