import { getUiCopy, pageTitleOf } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = getUiCopy().share.alt;

export default function Image() {
  return ogImage(pageTitleOf('contact'));
}
