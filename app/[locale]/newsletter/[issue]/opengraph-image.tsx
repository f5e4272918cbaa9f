import { notFound } from 'next/navigation';
import { getNewsletterIssues, getUiCopy } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy().share.alt;

export function generateStaticParams() {
  return getNewsletterIssues().map((i) => ({ issue: i.slug }));
}

export default async function Image({ params }: { params: Promise<{ issue: string }> }) {
  const { issue } = await params;
  const found = getNewsletterIssues().find((i) => i.slug === issue);
  if (!found) notFound();
  return ogImage(found.subject);
}
