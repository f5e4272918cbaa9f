import type { Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { absoluteUrl } from '../config/site';

export type Crumb = { label: string; href: string };

/** "cookie-policy" → "Cookie policy": capitalised, the first hyphen turned into a space (spec 2). */
export function segmentLabel(segment: string): string {
  const decoded = decodeURIComponent(segment);
  const spaced = decoded.replace('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The trail for a path: the home page (named by content's route label), then one crumb per segment.
 * English names a segment from the URL (spec 2); a translation has no such words in its URLs, so
 * `names` gives each crumb its name in the page's language (route labels, the page's own title).
 */
export function breadcrumbTrail(
  pathname: string,
  homeLabel: string,
  names?: (href: string) => string | undefined,
): Crumb[] {
  const clean = pathname.split(/[?#]/)[0];
  const segments = clean.split('/').filter(Boolean);
  const trail: Crumb[] = [{ label: homeLabel, href: '/' }];
  segments.forEach((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    trail.push({ label: names?.(href) ?? segmentLabel(segment), href });
  });
  return trail;
}

/** Shown only when the trail has more than one level. */
export function shouldShowBreadcrumbs(trail: Crumb[]): boolean {
  return trail.length > 1;
}

export function breadcrumbJsonLd(trail: Crumb[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(localePath(c.href, locale)),
    })),
  };
}
