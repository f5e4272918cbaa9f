/**
 * The server-side site config: ClearSignal's contact details and URLs (it reads `process.env`).
 * It holds no words: the tagline, description, keywords, contact hours and promises are copy, in
 * the `site` block of content/pages/ui.mdx. Server components, route handlers and scripts import it;
 * a client component must not (tests/e2e/client-bundle.spec.ts checks the built client
 * code). Client-safe values (brand name, UI timings, storage keys) are in lib/config/ui.ts.
 */
import 'server-only';
import { env, type Env } from '../server/env.mjs';
import { uiConfig } from './ui';

export type Mailbox = { role: string; email: string };

/** SITE_URL (or NEXT_PUBLIC_SITE_URL), checked by lib/server/env.mjs. */
const rawSiteUrl = env().SITE_URL;

/** Every share image, generated or public/og-default.png (Open Graph's recommended size). */
const shareImageSize = { width: 1200, height: 630 } as const;

export const siteConfig = {
  name: uiConfig.name,
  url: rawSiteUrl.replace(/\/+$/, ''),
  /** The year the site was built: the footer's copyright year. */
  copyrightYear: new Date().getUTCFullYear(),
  /** Open Graph locale of each language (`og:locale`). */
  ogLocales: { en: 'en_US', ar: 'ar_AE' },
  shareImageSize,
  defaultShareImage: {
    path: '/og-default.png',
    ...shareImageSize,
  },
  /** The one age threshold of the privacy policy and the terms. */
  minimumAge: 18,
  address: {
    streetAddress: 'Al Majaz 3',
    locality: 'Sharjah',
    region: 'Sharjah',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    /** The same address as Arabic pages print it (structured data keeps the English above). */
    ar: { streetAddress: 'المجاز 3', locality: 'الشارقة', country: 'الإمارات العربية المتحدة' },
  },
  /**
   * The one list of mailboxes: the footer and the Contact page show these, in this order (and
   * the phone after them when one is configured: `contactPhone()`). The first is the general address (site email, form notifications).
   */
  mailboxes: [
    { role: 'general', email: 'hello@clearsignal.ae' },
    { role: 'helpdesk', email: 'helpdesk@clearsignal.ae' },
    { role: 'support', email: 'support@clearsignal.ae' },
    { role: 'leadership', email: 'leadership@clearsignal.ae' },
    { role: 'privacy', email: 'privacy@clearsignal.ae' },
    { role: 'terms', email: 'legal@clearsignal.ae' },
  ] satisfies Mailbox[],
  /** Social profiles: shown as icons only (spec: the icons are not links). */
  social: [
    { name: 'Facebook', handle: 'clearsignal.ae' },
    { name: 'X', handle: 'clearsignal_ae' },
    { name: 'Instagram', handle: 'clearsignal.ae' },
    { name: 'LinkedIn', handle: 'clearsignal' },
  ],
  /** A catalogue price whose source is undated or older than this is labelled "may be out of date". */
  priceStaleAfterDays: 90,
  // The offer comparison (/plans/compare) keeps its state in its address only (lib/pricing/url.ts,
  // lib/pricing/carry.ts); its limits are MAX_OFFERS and PERIODS there, client-safe.
  /** Optional scripts started only after consent (none by default: nothing third-party loads). */
  optionalScripts: {
    analytics: [] as string[],
    marketing: [] as string[],
  },
} as const;

export type Processor = {
  /** What it does for us: `mail` sends the mails, `hosting` stores and serves the site. */
  role: 'mail' | 'hosting';
  /** Its name as configured, or null when none is configured. */
  name: string | null;
  /** The country where it processes personal data, or null when the configuration does not say. */
  country: string | null;
};

/**
 * The processors that handle visitors' personal data on our behalf, from the deployment's
 * checked environment (read when the site is built; the privacy policy renders this list):
 * - mail: MAIL_PROVIDER and MAIL_PROVIDER_COUNTRY; with only SMTP_URL set, the relay's host name
 *   stands for the provider; with no SMTP_URL no mail leaves the server, so there is none;
 * - hosting: HOSTING_PROVIDER and HOSTING_PROVIDER_COUNTRY.
 */
export function processors(e: Env = env()): Processor[] {
  const smtpHost = e.SMTP_URL ? new URL(e.SMTP_URL).hostname || null : null;
  const mailName = e.MAIL_PROVIDER ?? smtpHost;
  const hostingName = e.HOSTING_PROVIDER ?? null;
  return [
    { role: 'mail', name: mailName, country: mailName ? (e.MAIL_PROVIDER_COUNTRY ?? null) : null },
    {
      role: 'hosting',
      name: hostingName,
      country: hostingName ? (e.HOSTING_PROVIDER_COUNTRY ?? null) : null,
    },
  ];
}

export type Phone = { display: string; e164: string };

/**
 * The operator's phone from CONTACT_PHONE (checked by lib/server/env.mjs), as written there for
 * display and without spaces or hyphens for `tel:` links; null when unset, and then no page shows
 * a phone: the site never prints a number the operator did not give.
 */
export function contactPhone(e: Pick<Env, 'CONTACT_PHONE'> = env()): Phone | null {
  const display = e.CONTACT_PHONE;
  return display ? { display, e164: display.replace(/[ -]/g, '') } : null;
}

export function mailbox(role: string, list: readonly Mailbox[] = siteConfig.mailboxes): Mailbox {
  const found = list.find((m) => m.role === role);
  if (!found) throw new Error(`No mailbox with role "${role}" in the site config`);
  return found;
}

/** An absolute URL on this site for a path such as `/guides`. */
export function absoluteUrl(path = '/'): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteConfig.url}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The postal address as a page in `locale` prints it. */
export function addressIn(locale: 'en' | 'ar') {
  const { ar, ...en } = siteConfig.address;
  return locale === 'ar' ? { ...en, ...ar } : en;
}
