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
  /**
   * The country the site serves and its postal address is in (the address itself, and the
   * mailboxes, are the operator's configuration: `postalAddress()`, `mailboxes()`).
   */
  country: { name: 'United Arab Emirates', code: 'AE', ar: 'الإمارات العربية المتحدة' },
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
  /** What it does for us: `hosting` stores and serves the site. */
  role: 'hosting';
  /** Its name as configured, or null when none is configured. */
  name: string | null;
  /** The country where it processes personal data, or null when the configuration does not say. */
  country: string | null;
};

/**
 * The processors named from the deployment's checked environment (read when the site is built;
 * the privacy policy renders this list): the host, HOSTING_PROVIDER and HOSTING_PROVIDER_COUNTRY.
 * The mail relay is not among them: SMTP_URL is read when the site runs, after the policy's page
 * was built, so the policy describes it in words true with or without one (issue 51).
 */
export function processors(e: Env = env()): Processor[] {
  const hostingName = e.HOSTING_PROVIDER ?? null;
  return [
    {
      role: 'hosting',
      name: hostingName,
      country: hostingName ? (e.HOSTING_PROVIDER_COUNTRY ?? null) : null,
    },
  ];
}

/** The social networks the footer can show, in its order, and their variables. */
export const SOCIAL_NETWORKS = {
  Facebook: 'SOCIAL_FACEBOOK',
  X: 'SOCIAL_X',
  Instagram: 'SOCIAL_INSTAGRAM',
  LinkedIn: 'SOCIAL_LINKEDIN',
} as const satisfies Record<string, keyof Env>;

export type SocialProfile = { name: keyof typeof SOCIAL_NETWORKS; handle: string };

/**
 * The operator's social profiles from SOCIAL_<NETWORK> (checked by lib/server/env.mjs), each only
 * when it is set: the footer shows them as icons, not links (spec); none set, it shows none. The
 * site never names a profile the operator did not give.
 */
export function socialProfiles(e: Env = env()): SocialProfile[] {
  return (Object.entries(SOCIAL_NETWORKS) as [SocialProfile['name'], keyof Env][]).flatMap(
    ([name, variable]) => {
      const handle = e[variable];
      return typeof handle === 'string' && handle ? [{ name, handle }] : [];
    },
  );
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

/** The mailbox roles, in the order the footer and the Contact page list them, and their variables. */
export const MAILBOX_ROLES = {
  general: 'CONTACT_EMAIL_GENERAL',
  helpdesk: 'CONTACT_EMAIL_HELPDESK',
  support: 'CONTACT_EMAIL_SUPPORT',
  leadership: 'CONTACT_EMAIL_LEADERSHIP',
  privacy: 'CONTACT_EMAIL_PRIVACY',
  terms: 'CONTACT_EMAIL_TERMS',
} as const satisfies Record<string, keyof Env>;
export type MailboxRole = keyof typeof MAILBOX_ROLES;

/**
 * The operator's mailboxes from CONTACT_EMAIL_<ROLE> (checked by lib/server/env.mjs), in the
 * order of MAILBOX_ROLES, each only when it is set: the site never prints an address the
 * operator did not give. The first role, general, is also the mails' sender.
 */
export function mailboxes(e: Env = env()): Mailbox[] {
  return Object.entries(MAILBOX_ROLES).flatMap(([role, name]) => {
    const email = e[name];
    return email ? [{ role, email }] : [];
  });
}

/** The mailbox of `role`, or null when the operator configured none. */
export function mailbox(role: MailboxRole, list: readonly Mailbox[] = mailboxes()): Mailbox | null {
  return list.find((m) => m.role === role) ?? null;
}

/**
 * The mails' sender: MAIL_FROM, else the general mailbox, else no-reply at the site's host (a
 * sender only, shown on no page).
 */
export function mailFrom(e: Env = env()): string {
  const address = e.CONTACT_EMAIL_GENERAL ?? `no-reply@${new URL(e.SITE_URL).hostname}`;
  return e.MAIL_FROM ?? `${siteConfig.name} <${address}>`;
}

/** An absolute URL on this site for a path such as `/guides`. */
export function absoluteUrl(path = '/'): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteConfig.url}${path.startsWith('/') ? path : `/${path}`}`;
}

export type PostalAddress = {
  streetAddress: string;
  locality: string;
  region: string;
  country: string;
  countryCode: string;
};

/**
 * The operator's postal address from CONTACT_ADDRESS_* (English; structured data uses it), or
 * null when the street or the locality is unset: then no page shows an address.
 */
export function postalAddress(e: Env = env()): PostalAddress | null {
  const street = e.CONTACT_ADDRESS_STREET;
  const locality = e.CONTACT_ADDRESS_LOCALITY;
  if (!street || !locality) return null;
  const { name, code } = siteConfig.country;
  return {
    streetAddress: street,
    locality,
    region: e.CONTACT_ADDRESS_REGION ?? locality,
    country: name,
    countryCode: code,
  };
}

/** The postal address as a page in `locale` prints it, or null when none is configured. */
export function addressIn(locale: 'en' | 'ar', e: Env = env()): PostalAddress | null {
  const en = postalAddress(e);
  if (!en || locale === 'en') return en;
  return {
    ...en,
    streetAddress: e.CONTACT_ADDRESS_STREET_AR ?? en.streetAddress,
    locality: e.CONTACT_ADDRESS_LOCALITY_AR ?? en.locality,
    country: siteConfig.country.ar,
  };
}
