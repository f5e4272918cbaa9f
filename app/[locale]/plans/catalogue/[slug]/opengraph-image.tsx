import { notFound } from 'next/navigation';
import { getPage, getUiCopy } from '@/lib/content';
import { getCatalogue, getCataloguePlan } from '@/lib/content/catalogue';
import { ogContentType, ogImage, ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy().share.planAlt;

export function generateStaticParams() {
  return getCatalogue().map((p) => ({ slug: p.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const plan = getCataloguePlan(slug);
  if (!plan) notFound();
  return ogImage(`${getPage('catalogue').blocks.operators[plan.operator]} ${plan.name}`);
}
