import { notFound } from 'next/navigation';
import { getGuide, getGuides, readingTime } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'ClearSignal guide share image';

export function generateStaticParams() {
  return getGuides().map((g) => ({ slug: g.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const guide = getGuide(slug);
  if (!guide) notFound();
  return ogImage(guide.title, `${readingTime(guide)} · ClearSignal guide`);
}
