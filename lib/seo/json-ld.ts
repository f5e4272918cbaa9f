/** The pages' structured data (schema.org JSON-LD), and its safe serialisation into a script tag. */
import { getUiCopy } from '../content';
import type { Locale } from '../i18n/format';
import { absoluteUrl, contactPhone, mailbox, postalAddress, siteConfig } from '../config/site';
import { localeUrl } from './urls';

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

/** The site's own nodes, which other nodes name by `@id` (the organization publishes every page). */
const siteNodeId = (node: 'organization' | 'website') => `${siteConfig.url}/#${node}`;
const ORGANIZATION = { '@id': siteNodeId('organization') };

/** One of the site's own nodes: its type and id, named after the site. */
function siteNode(type: 'Organization' | 'WebSite', node: 'organization' | 'website') {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': siteNodeId(node),
    name: siteConfig.name,
  };
}

export function organizationJsonLd(locale: Locale) {
  const phone = contactPhone();
  const email = mailbox('general');
  const address = postalAddress();
  return {
    ...siteNode('Organization', 'organization'),
    url: siteConfig.url,
    logo: absoluteUrl('/icon.svg'),
    description: getUiCopy(locale).site.description,
    ...(phone ? { telephone: phone.e164 } : {}),
    ...(email ? { email: email.email } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.streetAddress,
            addressLocality: address.locality,
            addressRegion: address.region,
            addressCountry: address.countryCode,
          },
        }
      : {}),
  };
}

export function websiteJsonLd(locale: Locale) {
  return {
    ...siteNode('WebSite', 'website'),
    url: localeUrl('/', locale),
    inLanguage: locale,
    publisher: ORGANIZATION,
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
  const org = ORGANIZATION;
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
    provider: ORGANIZATION,
    areaServed: { '@type': 'Country', name: siteConfig.country.name },
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
