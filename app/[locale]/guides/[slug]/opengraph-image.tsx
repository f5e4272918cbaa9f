import { notFound } from 'next/navigation';
import { getGuide, getGuides, getUiCopy, readingTime } from '@/lib/content';
import { fillSlots } from '@/lib/format';
import { ogContentType, ogImage, ogSize } from '@/lib/og';
import { isLocale, type Locale } from '@/lib/format';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy().share.guideAlt;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'en';
  return getGuides(locale).map((g) => ({ slug: g.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const guide = getGuide(slug);
  if (!guide) notFound();
  return ogImage(
    guide.title,
    fillSlots(getUiCopy().share.guideKicker, { readingTime: readingTime(guide) }),
  );
}
