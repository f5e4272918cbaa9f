import type { LEGAL_SLUGS } from './content/constants';

/**
 * The site's route table: every public page once, with what the header, the footer and
 * the sitemap need to know of it. The header nav, footer lists, sitemap and the e2e
 * route list are all read from here. Client-safe (the header and mobile menu import it).
 */
export type SitemapInfo = {
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
  /** Where its last-modified date comes from: the newest guide, or a legal document. */
  datedBy?: 'guides' | { legal: (typeof LEGAL_SLUGS)[number] };
};

export type SiteRoute = {
  /** A site path; a `#fragment` entry is a section of a page (navigation only). */
  path: string;
  label: string;
  /** Listed in the header's main navigation (and the mobile menu). */
  header?: true;
  /** Listed in one of the footer's link lists. */
  footer?: 'quickLinks' | 'legal';
  /** A page of its own: listed in the sitemap. */
  sitemap?: SitemapInfo;
};

const weekly = { changeFrequency: 'weekly', datedBy: 'guides' } as const;
const legal = (slug: (typeof LEGAL_SLUGS)[number]) =>
  ({ changeFrequency: 'yearly', priority: 0.3, datedBy: { legal: slug } }) as const;

export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', label: 'Home', header: true, footer: 'quickLinks', sitemap: { ...weekly, priority: 1 } },
  { path: '/plans', label: 'Plans', header: true, footer: 'quickLinks', sitemap: { ...weekly, priority: 0.9 } },
  { path: '/plans/catalogue', label: 'Plan catalogue', sitemap: { changeFrequency: 'weekly', priority: 0.8 } },
  { path: '/plans/compare', label: 'Compare offers', sitemap: { changeFrequency: 'monthly', priority: 0.7 } },
  { path: '/plans#internet', label: 'Home Internet', footer: 'quickLinks' },
  { path: '/plans#tv', label: 'TV & Streaming', footer: 'quickLinks' },
  { path: '/plans#family', label: 'Family Plans', footer: 'quickLinks' },
  { path: '/guides', label: 'Guides', header: true, footer: 'quickLinks', sitemap: { ...weekly, priority: 0.9 } },
  { path: '/about', label: 'About', header: true, footer: 'quickLinks', sitemap: { changeFrequency: 'monthly', priority: 0.6 } },
  { path: '/methodology', label: 'How We Work', footer: 'quickLinks', sitemap: { changeFrequency: 'monthly', priority: 0.5 } },
  { path: '/newsletter', label: 'Newsletter archive', sitemap: { changeFrequency: 'monthly', priority: 0.5 } },
  { path: '/contact', label: 'Contact', header: true, sitemap: { changeFrequency: 'yearly', priority: 0.5 } },
  { path: '/privacy', label: 'Privacy Policy', footer: 'legal', sitemap: legal('privacy') },
  { path: '/terms', label: 'Terms of Service', footer: 'legal', sitemap: legal('terms') },
  { path: '/cookie-policy', label: 'Cookie Policy', footer: 'legal', sitemap: legal('cookie-policy') },
];

export type NavLink = { href: string; label: string };

const links = (routes: readonly SiteRoute[]): NavLink[] => routes.map((r) => ({ href: r.path, label: r.label }));
const inFooter = (list: SiteRoute['footer']) => siteRoutes.filter((r) => r.footer === list);

/** The header's main navigation. */
export const mainNav = links(siteRoutes.filter((r) => r.header));

/** The footer's link lists. */
export const footerNav = { quickLinks: links(inFooter('quickLinks')), legal: links(inFooter('legal')) };

/** Every page of its own (no #fragment): the sitemap's and the e2e suite's list. */
export const pageRoutes = siteRoutes.filter(
  (r): r is SiteRoute & { sitemap: SitemapInfo } => r.sitemap !== undefined,
);

/** The URL path of a catalogue plan's page. */
export const cataloguePlanPath = (slug: string) => `/plans/catalogue/${slug}`;

/** The URL path of every guide. */
export const guidePath = (slug: string) => `/guides/${slug}`;
