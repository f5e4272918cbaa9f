import { describe, expect, it } from 'vitest';
import {
  languageAlternates,
  pageMetadata,
  pageTitle,
  robotsValue,
  serializeJsonLd,
  websiteJsonLd,
} from '@/lib/seo';
import { getUiCopy } from '@/lib/content';

describe('metadata helper', () => {
  const meta = pageMetadata({
    locale: 'en',
    title: 'Plans',
    description: 'Compare plans.',
    keywords: ['plans', 'UAE telecom'],
    path: '/plans',
  });

  it('formats the title with the brand suffix', () => {
    expect(pageTitle('Plans', 'en')).toBe('Plans | ClearSignal - UAE Telecom Guide');
    expect(meta.title).toEqual({ absolute: 'Plans | ClearSignal - UAE Telecom Guide' });
  });

  it('adds the page keywords to the eight base keywords without duplicates', () => {
    const base = getUiCopy('en').site.keywords;
    expect(base).toHaveLength(8);
    expect(meta.keywords).toEqual([...base, 'plans']);
  });

  it('sets canonical, Open Graph and Twitter card from the site URL', () => {
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/plans');
    expect(meta.openGraph).toMatchObject({
      locale: 'en_US',
      url: 'http://localhost:3000/plans',
      type: 'website',
    });
    expect(JSON.stringify(meta.openGraph)).toContain('http://localhost:3000/og-default.png');
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('lists hreflang alternates for both languages and x-default, or only the languages a page exists in', () => {
    expect(meta.alternates?.languages).toEqual({
      en: 'http://localhost:3000/plans',
      ar: 'http://localhost:3000/ar/plans',
      'x-default': 'http://localhost:3000/plans',
    });
    expect(languageAlternates('/newsletter/x', ['en'])).toEqual({
      en: 'http://localhost:3000/newsletter/x',
      'x-default': 'http://localhost:3000/newsletter/x',
    });
    expect(meta.openGraph).toMatchObject({ alternateLocale: ['ar_AE'] });
  });

  it('gives index,follow by default and noindex / nofollow when asked', () => {
    expect(meta.robots).toBe('index,follow');
    expect(robotsValue(true)).toBe('noindex,follow');
    expect(robotsValue(true, true)).toBe('noindex,nofollow');
    expect(
      pageMetadata({ locale: 'en', title: 'x', description: 'y', path: '/x', noIndex: true })
        .robots,
    ).toBe('noindex,follow');
  });
});

describe('JSON-LD', () => {
  it('can never close its script tag', () => {
    const out = serializeJsonLd({
      name: '</script><script>alert(1)</script>',
      amp: 'a & b',
      ls: '\u2028',
    });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(JSON.parse(out)).toEqual({
      name: '</script><script>alert(1)</script>',
      amp: 'a & b',
      ls: '\u2028',
    });
  });

  it('declares the WebSite search action on /guides?q=', () => {
    expect(websiteJsonLd('en').potentialAction.target.urlTemplate).toBe(
      'http://localhost:3000/guides?q={search_term_string}',
    );
  });
});
