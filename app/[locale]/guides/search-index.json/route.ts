import { localeJsonGet, localeStaticParams } from '@/lib/i18n/request';
import { guidesSearchIndex } from '@/lib/search/guides-index';

// Written once per language at build time as a static file (/guides/search-index.json and
// /ar/guides/search-index.json): /guides fetches its language's index on the visitor's first
// search, so no guide's full text is part of the page's JavaScript.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

export const GET = localeJsonGet(guidesSearchIndex);
