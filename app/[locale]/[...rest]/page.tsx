import { notFound } from 'next/navigation';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

// The [locale] layout prerenders only en and ar (dynamicParams = false), which its segments
// inherit; here any path must reach this page so that notFound() renders the site's own 404 page,
// in the layout and language of its prefix, on the server (not Next's bare shell).
export const dynamicParams = true;

/** Any path no page claims: the 404 page, in the language of its prefix (`/ar/...` in Arabic). */
export default async function UnknownPath({ params }: LocaleProps) {
  await localeFrom(params); // a site language, else a 404
  notFound();
}
