import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  segmentLabel,
  shouldShowBreadcrumbs,
} from '@/lib/navigation/breadcrumbs';

describe('breadcrumbs', () => {
  it('capitalises a segment and turns only the first hyphen into a space', () => {
    expect(segmentLabel('cookie-policy')).toBe('Cookie policy');
    expect(segmentLabel('roaming-without-bill-shock')).toBe('Roaming without-bill-shock');
    expect(segmentLabel('plans')).toBe('Plans');
  });

  it('builds the home crumb (named by the caller, from content) plus one crumb per segment, ignoring query and hash', () => {
    expect(breadcrumbTrail('/guides/number-portability?x=1#top', 'Start')).toEqual([
      { label: 'Start', href: '/' },
      { label: 'Guides', href: '/guides' },
      { label: 'Number portability', href: '/guides/number-portability' },
    ]);
  });

  it('names each crumb in the page language when told how (a translation has no words of its own in the URL)', () => {
    const names = (href: string) =>
      ({ '/contact': 'تواصل معنا', '/contact/thank-you': 'شكرًا لك' })[href];
    expect(breadcrumbTrail('/contact/thank-you', 'الرئيسية', names)).toEqual([
      { label: 'الرئيسية', href: '/' },
      { label: 'تواصل معنا', href: '/contact' },
      { label: 'شكرًا لك', href: '/contact/thank-you' },
    ]);
  });

  it('is shown only with more than one level', () => {
    expect(shouldShowBreadcrumbs(breadcrumbTrail('/', 'Home'))).toBe(false);
    expect(shouldShowBreadcrumbs(breadcrumbTrail('/plans', 'Home'))).toBe(true);
  });

  it('gives BreadcrumbList JSON-LD with absolute URLs and positions', () => {
    const ld = breadcrumbJsonLd(breadcrumbTrail('/terms', 'Home'), 'en');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Terms', item: 'http://localhost:3000/terms' },
    ]);
  });
});
