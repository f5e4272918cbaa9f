import { getUiCopy, pageTitleOf } from '@/lib/content';
import { ogContentType, ogImage, ogLocale, ogLocaleParams, ogSize } from '@/lib/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy('en').share.alt;
export const dynamicParams = false;
export const generateStaticParams = ogLocaleParams;

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await ogLocale(params);
  return ogImage(pageTitleOf('complain', locale), { locale });
}
