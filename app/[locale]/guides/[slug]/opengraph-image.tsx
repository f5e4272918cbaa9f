import { getGuide, getGuides, getUiCopy, readingTime } from '@/lib/content';
import { fillSlots, LOCALES } from '@/lib/i18n/format';
import { itemOgImage } from '@/lib/seo/og';

export { ogContentType as contentType, ogSize as size } from '@/lib/seo/og';
export const alt = getUiCopy('en').share.guideAlt;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => getGuides(locale).map((g) => ({ locale, slug: g.slug })));
}

export default itemOgImage('slug', (slug, locale) => {
  const guide = getGuide(slug, locale);
  return (
    guide && {
      title: guide.title,
      kicker: fillSlots(getUiCopy(locale).share.guideKicker, {
        readingTime: readingTime(guide, locale),
      }),
    }
  );
});
