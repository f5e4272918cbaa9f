import { isolateRiskyText } from '../i18n/bidi/risky';
import type { Metadata } from 'next';
import { getUiCopy } from '../content';
import { isPreview } from '../content/load';
import { LOCALES, type Locale } from '../i18n/format';
import { siteConfig } from '../config/site';
import { languageAlternates, localeUrl } from './urls';

export { languageAlternates, localeUrl } from './urls';
export * from './json-ld';

export type PageSeo = {
  /** The page's own title; the brand suffix is added. */
  title: string;
  description: string;
  /** The page's own keywords, added to the site's base set. */
  keywords?: readonly string[];
  /** The page's path, such as `/plans`: its canonical URL. */
  path: string;
  ogType?: 'website' | 'article';
  image?: { path: string; width: number; height: number; alt: string };
  /** The route has an `opengraph-image` file: share the image generated from its title. */
  generatedImage?: boolean;
  noIndex?: boolean;
  noFollow?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
  /** The languages the page exists in, when not all (a newsletter issue not yet translated). */
  locales?: readonly Locale[];
  /** The language of the page being described (its `[locale]` param). */
  locale: Locale;
};

export function pageTitle(title: string, locale: Locale): string {
  // A tab's title cannot hold a <bdi>: a Latin run that would read wrongly is isolated by marks.
  return `${isolateRiskyText(title)} | ${getUiCopy(locale).site.titleSuffix}`;
}

export function robotsValue(noIndex = false, noFollow = false): string {
  // A preview build (PREVIEW=1, drafts shown) is indexed nowhere.
  if (isPreview()) return 'noindex,nofollow';
  return `${noIndex ? 'noindex' : 'index'},${noFollow ? 'nofollow' : 'follow'}`;
}

/** Every route's head: title, description, keywords, canonical, Open Graph, Twitter, robots. */
export function pageMetadata(seo: PageSeo): Metadata {
  const { locale } = seo;
  const title = pageTitle(seo.title, locale);
  const url = localeUrl(seo.path, locale);
  const image =
    seo.image ??
    (seo.generatedImage
      ? {
          path: `${seo.path === '/' ? '' : seo.path}/opengraph-image`,
          ...siteConfig.shareImageSize,
          alt: title,
        }
      : { ...siteConfig.defaultShareImage, alt: getUiCopy(locale).share.defaultAlt });
  const images = [
    {
      url: localeUrl(image.path, seo.image ? 'en' : locale),
      width: image.width,
      height: image.height,
      alt: image.alt,
    },
  ];
  const keywords = Array.from(
    new Set([...getUiCopy(locale).site.keywords, ...(seo.keywords ?? [])]),
  );
  return {
    title: { absolute: title },
    description: seo.description,
    keywords,
    alternates: {
      canonical: url,
      languages: languageAlternates(seo.path, seo.locales),
      types: {
        'application/atom+xml': [
          { url: localeUrl('/guides/feed.xml', locale), title: getUiCopy(locale).site.feedTitle },
        ],
      },
    },
    robots: robotsValue(seo.noIndex, seo.noFollow),
    openGraph: {
      type: seo.ogType ?? 'website',
      locale: siteConfig.ogLocales[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => siteConfig.ogLocales[l]),
      siteName: siteConfig.name,
      title,
      description: seo.description,
      url,
      images,
      ...(seo.ogType === 'article' && seo.publishedTime
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime ?? seo.publishedTime }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: seo.description,
      images: images.map((i) => i.url),
    },
  };
}

/** The head of a page whose copy file (content/pages) gives its title, description and keywords. */
export function copyPageMetadata(
  page: { title: string; description: string; keywords?: readonly string[] },
  path: string,
  locale: Locale,
): Metadata {
  return pageMetadata({
    locale,
    generatedImage: true,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path,
  });
}
