import { localeGet, localeStaticParams } from '@/lib/i18n/request';
import { guidesFeed } from '@/lib/guides/feed';

// One static feed per language: /guides/feed.xml and /ar/guides/feed.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

export const GET = localeGet(
  (locale) =>
    new Response(guidesFeed(locale), {
      headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
    }),
);
