import { notFound } from 'next/navigation';
import { getGuide, getGuides, getUiCopy, readingTime } from '@/lib/content';
import { fillSlots, LOCALES } from '@/lib/i18n/format';
import { ogContentType, ogImage, ogLocale, ogSize } from '@/lib/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy('en').share.guideAlt;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => getGuides(locale).map((g) => ({ locale, slug: g.slug })));
}

export default async function Image({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const [locale, { slug }] = await Promise.all([ogLocale(params), params]);
  const guide = getGuide(slug, locale);
  if (!guide) notFound();
  return ogImage(guide.title, {
    locale,
    kicker: fillSlots(getUiCopy(locale).share.guideKicker, {
      readingTime: readingTime(guide, locale),
    }),
  });
}
