import { notFound } from 'next/navigation';
import { getGuide, getGuides, getUiCopy, readingTime } from '@/lib/content';
import { fillSlots } from '@/lib/format';
import { ogContentType, ogImage, ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy().share.guideAlt;

export function generateStaticParams() {
  return getGuides().map((g) => ({ slug: g.slug }));
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
