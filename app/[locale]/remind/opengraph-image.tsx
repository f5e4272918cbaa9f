import { pageTitleOf } from '@/lib/content';
import { ogAlt, ogContentType, ogLocaleParams, ogSize, pageOgImage } from '@/lib/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = ogAlt;
export const dynamicParams = false;
export const generateStaticParams = ogLocaleParams;

export default pageOgImage((locale) => pageTitleOf('remind', locale));
