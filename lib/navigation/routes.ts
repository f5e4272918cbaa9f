import type { LEGAL_SLUGS } from '../content/constants';

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

/** Every route's key: its name is the `routes` block of content/pages/ui.mdx. */
export const SITE_ROUTE_KEYS = [
  'home',
  'plans',
  'catalogue',
  'compare',
  'internet',
  'tv',
  'family',
  'guides',
  'about',
  'methodology',
  'newsletter',
  'contact',
  'complain',
  'remind',
  'privacy',
  'terms',
  'cookiePolicy',
] as const;
export type SiteRouteKey = (typeof SITE_ROUTE_KEYS)[number];
/** The routes' names, from content (getUiCopy().routes). */
export type RouteLabels = Record<SiteRouteKey, string>;

export type SiteRoute = {
  /** A site path; a `#fragment` entry is a section of a page (navigation only). */
  path: string;
  /** Its name is `routes[key]` in content/pages/ui.mdx. */
  key: SiteRouteKey;
  /** Listed in the header's main navigation (and the mobile menu). */
  header?: true;
  /** Listed in one of the footer's link lists. */
  footer?: 'quickLinks' | 'legal';
  /** A page of its own: listed in the sitemap. */
  sitemap?: SitemapInfo;
};

/** A sitemap entry: how often the page changes, its priority, and what dates it. */
const every = (
  changeFrequency: SitemapInfo['changeFrequency'],
  priority: number,
  datedBy?: SitemapInfo['datedBy'],
): SitemapInfo => ({ changeFrequency, priority, ...(datedBy ? { datedBy } : {}) });
/** A page that changes with the guides (dated by the newest one). */
const weekly = (priority: number) => every('weekly', priority, 'guides');
const legal = (slug: (typeof LEGAL_SLUGS)[number]) => every('yearly', 0.3, { legal: slug });

export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', key: 'home', header: true, footer: 'quickLinks', sitemap: weekly(1) },
  { path: '/plans', key: 'plans', header: true, footer: 'quickLinks', sitemap: weekly(0.9) },
  { path: '/plans/catalogue', key: 'catalogue', sitemap: every('weekly', 0.8) },
  { path: '/plans/compare', key: 'compare', sitemap: every('monthly', 0.7) },
  { path: '/plans#internet', key: 'internet', footer: 'quickLinks' },
  { path: '/plans#tv', key: 'tv', footer: 'quickLinks' },
  { path: '/plans#family', key: 'family', footer: 'quickLinks' },
  { path: '/guides', key: 'guides', header: true, footer: 'quickLinks', sitemap: weekly(0.9) },
  {
    path: '/about',
    key: 'about',
    header: true,
    footer: 'quickLinks',
    sitemap: every('monthly', 0.6),
  },
  {
    path: '/methodology',
    key: 'methodology',
    footer: 'quickLinks',
    sitemap: every('monthly', 0.5),
  },
  { path: '/newsletter', key: 'newsletter', sitemap: every('monthly', 0.5) },
  { path: '/contact', key: 'contact', header: true, sitemap: every('yearly', 0.5) },
  { path: '/complain', key: 'complain', sitemap: every('monthly', 0.6) },
  { path: '/remind', key: 'remind', sitemap: every('monthly', 0.6) },
  { path: '/privacy', key: 'privacy', footer: 'legal', sitemap: legal('privacy') },
  { path: '/terms', key: 'terms', footer: 'legal', sitemap: legal('terms') },
  { path: '/cookie-policy', key: 'cookiePolicy', footer: 'legal', sitemap: legal('cookie-policy') },
];

export type NavLink = { href: string; label: string };

const links = (routes: readonly SiteRoute[], labels: RouteLabels): NavLink[] =>
  routes.map((r) => ({ href: r.path, label: labels[r.key] }));
const inFooter = (list: SiteRoute['footer']) => siteRoutes.filter((r) => r.footer === list);

/** The header's main navigation, named by content's route labels. */
export function mainNav(labels: RouteLabels): NavLink[] {
  return links(
    siteRoutes.filter((r) => r.header),
    labels,
  );
}

/** The footer's link lists, named by content's route labels. */
export function footerNav(labels: RouteLabels) {
  return {
    quickLinks: links(inFooter('quickLinks'), labels),
    legal: links(inFooter('legal'), labels),
  };
}

/** Every page of its own (no #fragment): the sitemap's and the e2e suite's list. */
export const pageRoutes = siteRoutes.filter(
  (r): r is SiteRoute & { sitemap: SitemapInfo } => r.sitemap !== undefined,
);

/** The URL path of a catalogue plan's page. */
export const cataloguePlanPath = (slug: string) => `/plans/catalogue/${slug}`;

/** The URL path of every guide. */
export const guidePath = (slug: string) => `/guides/${slug}`;

/** The guide library (its query, `?q=…&category=…`, in the address). */
export const LIBRARY_PATH = '/guides';

/**
 * An older address of the library's results, permanently redirected to the library with its query
 * (next.config.mjs), so that links shared then still open them. A guide cannot take `search` as
 * its slug (takenGuideSlug, in the content check).
 */
export const GUIDE_SEARCH_PATH = '/guides/search';

/** Why a guide cannot take `slug` (its page would be shadowed by a route of the site), if it cannot. */
export function takenGuideSlug(slug: string): string[] {
  return guidePath(slug) === GUIDE_SEARCH_PATH
    ? [`"${slug}" is taken by the library's search (${GUIDE_SEARCH_PATH})`]
    : [];
}
