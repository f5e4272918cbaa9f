import type { Metadata, Viewport } from 'next';
import { preload } from 'react-dom';
import { LocaleProvider } from '@/components/ui/locale-context';
import { CookieConsentRoot } from '@/components/cookie-consent';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getUiCopy, isPreview } from '@/lib/content';
import { brandColors } from '@/lib/config/brand';
import { textDirection } from '@/lib/i18n/direction';
import { fontUrl, PRELOADED_FONTS } from '@/lib/i18n/fonts.mjs';
import { LOCALES } from '@/lib/i18n/format';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo';
import { siteConfig } from '@/lib/config/site';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  applicationName: siteConfig.name,
  authors: [{ name: siteConfig.name, url: siteConfig.url }],
  creator: siteConfig.name,
  formatDetection: { telephone: false },
  icons: { icon: '/icon.svg' },
  // A preview build (PREVIEW=1): every page, those without their own metadata too, noindex.
  ...(isPreview() ? { robots: 'noindex,nofollow' } : {}),
};

export const viewport: Viewport = {
  themeColor: brandColors.primary,
  width: 'device-width',
  initialScale: 1,
};

/** Both languages are prerendered; no other first segment is a language. */
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export default async function RootLayout({
  children,
  params,
}: LocaleProps & { children: React.ReactNode }) {
  const locale = await localeFrom(params);
  const copy = getUiCopy(locale).layout;
  // Each language preloads the font files its pages use (self-hosted, no request to any font host):
  // English pages Inter, Arabic pages IBM Plex Sans Arabic's four (lib/i18n/fonts.mjs).
  for (const file of PRELOADED_FONTS[locale])
    preload(fontUrl(file), { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    // data-scroll-behavior: the router turns globals.css's smooth scrolling off while it moves to a
    // new page, which then starts at the very top (smooth, its scroll to the top was still running
    // when it checked, and it scrolled the page segment under the sticky header instead).
    <html lang={locale} dir={textDirection(locale)} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col font-sans">
        <LocaleProvider locale={locale}>
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
          >
            {copy.skipLink}
          </a>
          <SiteHeader locale={locale} copy={copy} />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <CookieConsentRoot locale={locale} />
          <JsonLd data={organizationJsonLd(locale)} />
          <JsonLd data={websiteJsonLd(locale)} />
        </LocaleProvider>
      </body>
    </html>
  );
}
