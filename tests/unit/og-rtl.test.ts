import { describe, expect, test } from 'vitest';
import {
  getGuides,
  getLegal,
  getNewsletterIssues,
  getPage,
  getUiCopy,
  pageTitleOf,
  readingTime,
} from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { LEGAL_SLUGS } from '@/lib/content/constants';
import { fillSlots, type Locale } from '@/lib/i18n/format';
import { ogMissingGlyphs, ogTextWidth } from '@/lib/seo/og/rtl';

/** Every text a share image shows in a language: titles of pages, legal texts, guides, plans and issues; the kickers. */
function shareTexts(locale: Locale): string[] {
  const ui = getUiCopy(locale);
  const pages = [
    'home',
    'plans',
    'compare',
    'catalogue',
    'guides',
    'about',
    'contact',
    'methodology',
    'newsletter',
  ] as const;
  return [
    ui.site.titleSuffix,
    ...pages.map((p) => pageTitleOf(p, locale)),
    ...LEGAL_SLUGS.map((slug) => getLegal(slug, locale).title),
    ...getGuides(locale).flatMap((g) => [
      g.title,
      fillSlots(ui.share.guideKicker, { readingTime: readingTime(g, locale) }),
    ]),
    ...getCatalogue(locale).map(
      (p) => `${getPage('catalogue', locale).blocks.operators[p.operator]} ${p.name}`,
    ),
    ...getNewsletterIssues(locale).map((i) => i.subject),
  ];
}

describe('share images in Arabic: fonts and widths', () => {
  test.each(['ar', 'en'] as const)(
    'every character of every %s share text is in the fonts given to Satori (none is fetched, none drawn as a box)',
    (locale) => {
      const texts = shareTexts(locale);
      expect(texts.length).toBeGreaterThan(20);
      expect(texts.some((t) => /[\u0600-\u06FF]/.test(t))).toBe(locale === 'ar');
      expect(
        texts.flatMap((t) =>
          ogMissingGlyphs(t).map((c) => `${t}: U+${c.codePointAt(0)!.toString(16)}`),
        ),
      ).toEqual([]);
      // The check does find a character the fonts lack.
      expect(ogMissingGlyphs('دليل ✓')).toEqual(['✓']);
    },
  );

  test('an Arabic word is measured shaped: narrower than its letters measured one by one, as Satori would', () => {
    const word = 'الاتصالات';
    const shaped = ogTextWidth(word, 56, 700);
    const letterByLetter = Array.from(word).reduce((sum, c) => sum + ogTextWidth(c, 56, 700), 0);
    expect(shaped).toBeGreaterThan(0);
    expect(shaped).toBeLessThan(letterByLetter * 0.95);
    // Latin text is measured with the Latin subset (the Arabic one has no Latin letters).
    expect(ogTextWidth('5G', 56, 700)).toBeGreaterThan(40);
  });
});
