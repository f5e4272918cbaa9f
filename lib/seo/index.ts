import { isolateRiskyText } from '../i18n/bidi/risky';
import type { Metadata } from 'next';
import { getUiCopy } from '../content';
import { LOCALES, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { absoluteUrl, siteConfig } from '../config/site';

/** A site path's absolute URL in a language. */
export function localeUrl(path: string, locale: Locale): string {
  return absoluteUrl(localePath(path, locale));
}

/** hreflang alternates of a path: each language, and x-default (English, the unprefixed URL). */
export function languageAlternates(
  path: string,
  locales: readonly Locale[] = LOCALES,
): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((l) => [l, localeUrl(path, l)])),
    'x-default': localeUrl(path, 'en'),
  };
}

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

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line
 * separators are escaped so no value can close the script tag or break parsing.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function organizationJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    url: siteConfig.url,
    logo: absoluteUrl('/icon.svg'),
    description: getUiCopy(locale).site.description,
    telephone: siteConfig.phone.e164,
    email: siteConfig.mailboxes[0].email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.streetAddress,
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      addressCountry: siteConfig.address.countryCode,
    },
  };
}

export function websiteJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteConfig.url}/#website`,
    name: siteConfig.name,
    url: localeUrl('/', locale),
    inLanguage: locale,
    publisher: { '@id': `${siteConfig.url}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${localeUrl('/guides', locale)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function faqPageJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}

/**
 * Article structured data for a page written by the organisation: the About page, and
 * every guide (with its dates, images and reading time).
 */
export function articleJsonLd(a: {
  headline: string;
  description: string;
  path: string;
  /** The article is about the organisation itself. */
  about?: boolean;
  /** "YYYY-MM-DD"; dateModified falls back to it. */
  datePublished?: string;
  dateModified?: string;
  /** Site paths of the article's images (the default share image when none). */
  images?: readonly string[];
  readingMinutes?: number;
  locale: Locale;
}) {
  const org = { '@id': `${siteConfig.url}/#organization` };
  const images = a.images?.length
    ? a.images.map((src) => absoluteUrl(src))
    : [absoluteUrl(siteConfig.defaultShareImage.path)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    url: localeUrl(a.path, a.locale),
    mainEntityOfPage: localeUrl(a.path, a.locale),
    inLanguage: a.locale,
    image: images.length === 1 ? images[0] : images,
    ...(a.datePublished
      ? { datePublished: a.datePublished, dateModified: a.dateModified ?? a.datePublished }
      : {}),
    ...(a.readingMinutes ? { timeRequired: `PT${a.readingMinutes}M` } : {}),
    author: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url, ...org },
    ...(a.about ? { about: org } : {}),
  };
}

/** A service area of /plans (mobile, internet, TV, family) as a schema.org Service. */
export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  locale: Locale;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: localeUrl(service.path, service.locale),
    provider: { '@id': `${siteConfig.url}/#organization` },
    areaServed: { '@type': 'Country', name: siteConfig.address.country },
  };
}

/**
 * A catalogue plan as a schema.org Product with its Offer: the monthly price as published,
 * in AED, with whether VAT is included. `priceValidUntil` only when the source states it.
 */
export function planProductJsonLd(p: {
  name: string;
  description: string;
  path: string;
  brand: string;
  /** The published monthly price in fils. */
  monthlyFils: number;
  vatIncluded: boolean;
  validUntil?: string;
  sourceUrl: string;
  locale: Locale;
}) {
  const price = (p.monthlyFils / 100).toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    url: localeUrl(p.path, p.locale),
    brand: { '@type': 'Brand', name: p.brand },
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'AED',
      url: p.sourceUrl,
      seller: { '@type': 'Organization', name: p.brand },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'AED',
        valueAddedTaxIncluded: p.vatIncluded,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      ...(p.validUntil ? { priceValidUntil: p.validUntil } : {}),
    },
  };
}
