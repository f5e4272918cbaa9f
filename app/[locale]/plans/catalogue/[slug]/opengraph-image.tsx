import { notFound } from 'next/navigation';
import { getPage, getUiCopy } from '@/lib/content';
import { getCatalogue, getCataloguePlan } from '@/lib/content/catalogue';
import { LOCALES } from '@/lib/i18n/format';
import { ogContentType, ogImage, ogLocale, ogSize } from '@/lib/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy('en').share.planAlt;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => getCatalogue(locale).map((p) => ({ locale, slug: p.slug })));
}

export default async function Image({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const [locale, { slug }] = await Promise.all([ogLocale(params), params]);
  const plan = getCataloguePlan(slug, locale);
  if (!plan) notFound();
  return ogImage(`${getPage('catalogue', locale).blocks.operators[plan.operator]} ${plan.name}`, {
    locale,
  });
}
