import { notFound } from 'next/navigation';
import { getNewsletterIssues, getUiCopy } from '@/lib/content';
import { LOCALES } from '@/lib/i18n/format';
import { ogContentType, ogImage, ogLocale, ogSize } from '@/lib/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy('en').share.alt;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    getNewsletterIssues(locale).map((i) => ({ locale, issue: i.slug })),
  );
}

export default async function Image({
  params,
}: {
  params: Promise<{ locale: string; issue: string }>;
}) {
  const [locale, { issue }] = await Promise.all([ogLocale(params), params]);
  const found = getNewsletterIssues(locale).find((i) => i.slug === issue);
  if (!found) notFound();
  return ogImage(found.subject, { locale });
}
