import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, filterGuides, matchesText, type GuideFacets } from '@/lib/search/query';
import { foldArabic, foldForSearch } from '@/lib/search/fold';
import { buildSearchIndex } from '@/lib/search/build-index';

/** Each [typed, folded] pair: what a reader types or a guide prints, and the form it folds to. */
const expectFolds = (pairs: [typed: string, folded: string][]) => {
  for (const [typed, folded] of pairs) expect(foldArabic(typed), typed).toBe(folded);
};

/** Arabic folding: what a reader types and what a guide prints meet in one form (issue 22). */
describe('Arabic folding', () => {
  it('folds every alef form (أ إ آ ٱ) to a bare alef', () => {
    expectFolds([
      ['أ إ آ ٱ', 'ا ا ا ا'],
      ['الأقمار', 'الاقمار'],
      ['إنهاء', 'انهاء'],
      ['الآجل', 'الاجل'],
      ['ٱلرقم', 'الرقم'],
    ]);
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expectFolds([
      ['ة', 'ه'],
      ['الضوئية', 'الضوييه'],
      ['ى', 'ي'],
      ['مستوى', 'مستوي'],
    ]);
  });

  it('folds waw and yaa with hamza to their seat letter; a bare hamza stays', () => {
    expectFolds([
      ['ؤ', 'و'],
      ['مسؤول', 'مسوول'],
      ['ئ', 'ي'],
    ]);
    expect(foldArabic('الضوئية')).toContain('ضويي');
    expect(foldArabic('ماء')).toBe('ماء');
  });

  it('removes each short-vowel mark (U+064B–U+0652), the superscript alef and tatweel', () => {
    const marks = Array.from({ length: 0x0652 - 0x064b + 1 }, (_, i) =>
      String.fromCharCode(0x064b + i),
    );
    expect(marks).toHaveLength(8);
    for (const mark of marks)
      expect(foldArabic(`ب${mark}ت`), mark.codePointAt(0)!.toString(16)).toBe('بت');
    expectFolds([
      ['الدَّفْعُ المُسْبَقُ', 'الدفع المسبق'],
      ['هٰذا', 'هذا'],
      ['الجــــيل', 'الجيل'],
      ['ـ', ''],
    ]);
  });

  it('reads a decomposed hamza or madda (a letter followed by its combining mark) as the composed one', () => {
    expect(foldArabic('ا\u0654')).toBe(foldArabic('أ'));
    expect(foldArabic('ا\u0655')).toBe(foldArabic('إ'));
    expect(foldArabic('ا\u0653')).toBe(foldArabic('آ'));
    expect(foldArabic('و\u0654')).toBe(foldArabic('ؤ'));
  });

  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Latin ones', () => {
    expectFolds([
      ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
      ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
      ['الجيل ٥', 'الجيل 5'],
    ]);
  });

  it('drops invisible marks copied text carries, and reads presentation forms as letters', () => {
    expect(foldArabic('\u200fالتجوال\u200e')).toBe('التجوال');
    expect(foldArabic('ال\u200cتجوال')).toBe('التجوال');
    expect(foldArabic('\ufef7')).toBe('لا'); // ﻷ, the lam-alef-with-hamza ligature
  });

  it('keeps Latin case-folding (and Latin accents) for the search form', () => {
    expect(foldForSearch('  MiLLiMeTRE   Waves ')).toBe('millimetre waves');
    expect(foldForSearch('Café')).toBe('café');
    expect(foldForSearch('eSIM الأولى')).toBe('esim الاولي');
    expect(foldArabic('ABC')).toBe('ABC');
  });
});

describe('Arabic search finds a guide however the reader spells the word', () => {
  const guides: (GuideFacets & { raw: string })[] = [
    {
      slug: 'home-internet',
      title: 'اختيار الإنترنت المنزلي: الألياف الضوئية والأقمار الصناعية والحلول المدمجة',
      brief: 'ما الذي يناسب مبناك.',
      category: 'comparisons',
      level: 'Beginner',
      readingMinutes: 9,
      raw: '## السرعة\n\nتصل سرعة الألياف إلى ١٠٠٠ ميغابت في الثانية.',
    },
    {
      slug: 'postpaid',
      title: 'الدَّفْعُ المُسْبَق مقابل الدفع الآجل',
      brief: 'أيّهما يناسب ميزانيتك؟',
      category: 'beginners',
      level: 'Beginner',
      readingMinutes: 8,
      raw: 'فترة الالتزام مسؤولية المشترك.',
    },
  ];
  const index = buildSearchIndex(guides, 'ar');
  const found = (q: string, idx: typeof index | null = index) =>
    filterGuides(guides, { ...EMPTY_QUERY, q }, idx).map((g) => g.slug);

  it('a query typed without hamza, madda or taa marbuta finds the title that has them', () => {
    expect(found('الاقمار الصناعيه والحلول المدمجه')).toEqual(['home-internet']);
    expect(found('الانترنت')).toEqual(['home-internet']);
    expect(found('الدفع الاجل')).toEqual(['postpaid']);
  });

  it('a query without diacritics finds the title written with them, and the other way round', () => {
    expect(found('الدفع المسبق')).toEqual(['postpaid']);
    expect(found('الدَّفْعُ المُسْبَق')).toEqual(['postpaid']);
    expect(found('ايهما')).toEqual(['postpaid']);
  });

  it('works before the full-text index arrives (title and brief), and in the full text after', () => {
    expect(matchesText(guides[0], 'الالياف الضوئيه', null)).toBe(true);
    expect(found('مسئولية')).toEqual([]); // ئ folds to ي, ؤ to و: the two spellings stay apart
    expect(found('مسوولية')).toEqual(['postpaid']);
    expect(found('١٠٠٠ ميغابت')).toEqual(['home-internet']);
    expect(found('1000 ميغابت', null)).toEqual([]);
  });

  it('the index holds the folded text', () => {
    expect(index.locale).toBe('ar');
    expect(index.guides.postpaid).toContain('الدفع المسبق مقابل الدفع الاجل');
    expect(index.guides.postpaid).not.toMatch(/[\u064b-\u0652أإآة]/);
  });
});
