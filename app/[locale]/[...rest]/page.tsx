import { notFound } from 'next/navigation';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

/** Any path no page claims: the 404 page, in the language of its prefix (`/ar/...` in Arabic). */
export default async function UnknownPath({ params }: LocaleProps) {
  await localeFrom(params);
  notFound();
}
