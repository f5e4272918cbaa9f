import { pageTitleOf } from '@/lib/content';
import { ogLocaleParams, pageOgImage } from '@/lib/seo/og';

export { ogAlt as alt, ogContentType as contentType, ogSize as size } from '@/lib/seo/og';
export const dynamicParams = false;
export const generateStaticParams = ogLocaleParams;

export default pageOgImage((locale) => pageTitleOf('newsletter', locale));
