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
import { fillSlots } from '@/lib/format';
import { ogMissingGlyphs, ogTextWidth } from '@/lib/og/rtl';

/** Every text an Arabic share image shows: titles of pages, legal texts, guides, plans and issues; the kickers. */
function arabicShareTexts(): string[] {
  const ui = getUiCopy('ar');
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
    ...pages.map((p) => pageTitleOf(p, 'ar')),
    ...LEGAL_SLUGS.map((slug) => getLegal(slug, 'ar').title),
    ...getGuides('ar').flatMap((g) => [
      g.title,
      fillSlots(ui.share.guideKicker, { readingTime: readingTime(g, 'ar') }),
    ]),
    ...getCatalogue(undefined, 'ar').map(
      (p) => `${getPage('catalogue', 'ar').blocks.operators[p.operator]} ${p.name}`,
    ),
    ...getNewsletterIssues('ar').map((i) => i.subject),
  ];
}

describe('share images in Arabic: fonts and widths', () => {
  test('every character of every Arabic share text is in the fonts given to Satori (none is fetched, none drawn as a box)', () => {
    const texts = arabicShareTexts();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.some((t) => /[\u0600-\u06FF]/.test(t))).toBe(true);
    expect(
      texts.flatMap((t) =>
        ogMissingGlyphs(t).map((c) => `${t}: U+${c.codePointAt(0)!.toString(16)}`),
      ),
    ).toEqual([]);
    // The check does find a character the fonts lack.
    expect(ogMissingGlyphs('دليل ✓')).toEqual(['✓']);
  });

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
