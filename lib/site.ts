/**
 * The server-side site config: ClearSignal's contact details, promises, keywords and URLs
 * (it reads `process.env`). Server components, route handlers and scripts import it;
 * a client component must not (tests/e2e/client-bundle.spec.ts checks the built client
 * code). Client-safe values (brand name, UI timings, storage keys) are in lib/ui-config.ts.
 */
import 'server-only';
import { env } from './env.mjs';
import { uiConfig } from './ui-config';

export type Mailbox = { role: string; label: string; email: string };

/** SITE_URL (or NEXT_PUBLIC_SITE_URL), checked by lib/env.mjs. */
const rawSiteUrl = env().SITE_URL;

/** Every share image, generated or public/og-default.png (Open Graph's recommended size). */
const shareImageSize = { width: 1200, height: 630 } as const;

export const siteConfig = {
  name: uiConfig.name,
  titleSuffix: 'ClearSignal - UAE Telecom Guide',
  tagline: 'Clear, independent guidance for informed telecom decisions in the UAE.',
  description:
    'ClearSignal is an independent, ad-free guide to UAE mobile, home-internet, TV and family telecom plans: plain-language guides, comparisons and checklists.',
  url: rawSiteUrl.replace(/\/+$/, ''),
  /** The year the site was built: the footer's copyright year. */
  copyrightYear: new Date().getUTCFullYear(),
  locale: 'en_US',
  language: 'en',
  shareImageSize,
  defaultShareImage: {
    path: '/og-default.png',
    ...shareImageSize,
    alt: 'ClearSignal - UAE Telecom Guide',
  },
  phone: { display: '+971 6 555 0142', e164: '+97165550142' },
  /** When the phone is answered: the UAE working week, Monday to Friday since January 2022. */
  contactHours: 'Monday to Friday, during UAE office hours',
  /** The operator's promise after a message, shown by the contact form's dialog and thank-you page. */
  responsePromise: "We'll respond within 24 hours",
  /** The one age threshold of the privacy policy and the terms. */
  minimumAge: 18,
  address: {
    streetAddress: 'Al Majaz 3',
    locality: 'Sharjah',
    region: 'Sharjah',
    country: 'United Arab Emirates',
    countryCode: 'AE',
  },
  /**
   * The one list of mailboxes: the footer and the Contact page (which adds the phone) show
   * these, in this order. The first is the general address (site email, form notifications).
   */
  mailboxes: [
    { role: 'general', label: 'General enquiries', email: 'hello@clearsignal.ae' },
    { role: 'helpdesk', label: 'Help desk', email: 'helpdesk@clearsignal.ae' },
    { role: 'support', label: 'Support', email: 'support@clearsignal.ae' },
    { role: 'leadership', label: 'Leadership', email: 'leadership@clearsignal.ae' },
    { role: 'privacy', label: 'Privacy', email: 'privacy@clearsignal.ae' },
    { role: 'terms', label: 'Terms', email: 'legal@clearsignal.ae' },
  ] satisfies Mailbox[],
  /** Social profiles: shown as icons only (spec: the icons are not links). */
  social: [
    { name: 'Facebook', handle: 'clearsignal.ae' },
    { name: 'X', handle: 'clearsignal_ae' },
    { name: 'Instagram', handle: 'clearsignal.ae' },
    { name: 'LinkedIn', handle: 'clearsignal' },
  ],
  keywords: [
    'UAE telecom',
    'UAE mobile plans',
    'UAE home internet',
    'e& plans',
    'du plans',
    'Virgin Mobile UAE',
    'TDRA',
    'compare telecom plans UAE',
  ],
  /** A catalogue price whose source is undated or older than this is labelled "may be out of date". */
  priceStaleAfterDays: 90,
  /** The offer comparison (/plans/compare). */
  compare: {
    // The most offers at once is MAX_OFFERS (lib/pricing/url.ts): the one limit, client-safe.
    /** Months a no-contract offer is costed over when no offer in the comparison has a contract. */
    defaultPeriodMonths: 12,
    /** The sessionStorage key of the last comparison, for "Add to comparison" from a plan page. */
    storageKey: 'compare-offers',
  },
  /** Optional scripts started only after consent (none by default: nothing third-party loads). */
  optionalScripts: {
    analytics: [] as string[],
    marketing: [] as string[],
  },
} as const;

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
