import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { brandColors } from '../../config/brand';
import { getUiCopy } from '../../content';
import { textDirection } from '../../i18n/direction';
import { isLocale, LOCALES, type Locale } from '../../i18n/format';
import { siteConfig } from '../../config/site';
import {
  OG_KICKER_SIZE,
  OG_PADDING,
  OG_TITLE_LINE_HEIGHT,
  OG_TITLE_WEIGHT,
  ogTitleFontSize,
} from './layout';
import { ogFonts, OgText } from './rtl';

export const ogSize = siteConfig.shareImageSize;
export const ogContentType = 'image/png';

/**
 * Every share image is rendered at build time in both languages: an `opengraph-image` under
 * `app/[locale]` is a route handler, which inherits no params from the layout, so each exports
 * these (or its own, with its slugs), and any other path is a 404.
 */
export function ogLocaleParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/*
 * The `alt` each image file exports is one module-level value, so one language: Next uses it only
 * for a page that names no og:image of its own. Every page names one (lib/seo/index.ts), with the page's
 * title in the page's language as its og:image:alt; e2e/share-images.spec.ts checks that on
 * every Arabic route.
 */

/** The `alt` of a page's image (one language: see above). */
export const ogAlt = getUiCopy('en').share.alt;

/** The image's language, from its `[locale]` param. */
export async function ogLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** The line under the title (the site's name), smaller and in the soft brand colour. */
const KICKER_STYLE = { fontSize: OG_KICKER_SIZE, weight: 400, color: brandColors.soft } as const;

/**
 * The share image of a page: its title on the brand's colours, rendered at build time. An Arabic
 * image is laid out right to left (lib/seo/og/rtl.tsx: Satori cannot); an English one word by word
 * too, at measured widths, since Satori's own layout left uneven gaps between words. Both are
 * drawn with IBM Plex Sans Arabic, whose Latin subset is IBM Plex Sans (next/og's default font
 * has no bold: English titles came out regular).
 */
export function ogImage(
  title: string,
  { locale, kicker = getUiCopy(locale).site.titleSuffix }: { locale: Locale; kicker?: string },
) {
  const dir = textDirection(locale);
  const rtl = dir === 'rtl';
  const titleStyle = {
    fontSize: ogTitleFontSize(title),
    weight: OG_TITLE_WEIGHT,
    lineHeight: OG_TITLE_LINE_HEIGHT,
  } as const;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${OG_PADDING.block}px ${OG_PADDING.inline}px`,
        background: `linear-gradient(135deg, ${brandColors.primary} 0%, ${brandColors.dark} 100%)`,
        color: brandColors.light,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: rtl ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 20,
          fontSize: 44,
          fontWeight: 700,
        }}
      >
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 14,
            background: brandColors.light,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            gap: 6,
            paddingBottom: 12,
          }}
        >
          {[14, 24, 34, 44].map((h) => (
            <div
              key={h}
              style={{ width: 7, height: h, background: brandColors.primary, borderRadius: 4 }}
            />
          ))}
        </div>
        {siteConfig.name}
      </div>
      <OgText text={title} dir={dir} {...titleStyle} />
      <OgText text={kicker} dir={dir} {...KICKER_STYLE} />
    </div>,
    { ...ogSize, fonts: ogFonts() },
  );
}

/**
 * The `opengraph-image` of a page with one image per language: its title, in that language. Each
 * route file keeps Next's own exports (size, contentType and alt, re-exported from here;
 * dynamicParams and generateStaticParams, which Next reads from the file itself) and exports
 * this as its default.
 */
export function pageOgImage(title: (locale: Locale) => string) {
  return async function Image({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await ogLocale(params);
    return ogImage(title(locale), { locale });
  };
}

/**
 * The `opengraph-image` of one item of a collection (a guide, a catalogue plan, a newsletter
 * issue), named by the route's `key` param: `shown` gives its title (and a kicker, else the
 * site's) in the image's language, or nothing for an item that is not there, which is a 404.
 */
export function itemOgImage<K extends string>(
  key: K,
  shown: (item: string, locale: Locale) => { title: string; kicker?: string } | undefined,
) {
  return async function Image({
    params,
  }: {
    params: Promise<{ locale: string } & Record<K, string>>;
  }) {
    const [locale, named] = await Promise.all([ogLocale(params), params]);
    const image = shown(named[key], locale);
    if (!image) notFound();
    return ogImage(image.title, { locale, kicker: image.kicker });
  };
}
