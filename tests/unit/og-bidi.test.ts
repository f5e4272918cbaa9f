import { describe, expect, test } from 'vitest';
import { ltrItems, rtlItems } from '@/lib/seo/og/bidi';

/** Each item's pieces joined from left to right (what a reader sees of one word). */
const words = (text: string) => rtlItems(text).map((item) => item.map((p) => p.text).join(''));
const pieces = (text: string) => rtlItems(text).map((item) => item.map((p) => p.text));

describe('share images: right-to-left text cut into the pieces Satori draws', () => {
  test('Arabic words stay in reading order, one item each (a row-reverse row puts the first at the right)', () => {
    expect(words('الباقات العائلية في الإمارات')).toEqual([
      'الباقات',
      'العائلية',
      'في',
      'الإمارات',
    ]);
  });

  test('a colon after an Arabic word is its own piece, at the word’s left', () => {
    expect(pieces('في الإمارات: بيانات')).toEqual([['في'], [':', 'الإمارات'], ['بيانات']]);
  });

  test('brackets around a Latin term are mirrored, and the term reads left to right', () => {
    expect(pieces('الجيل الخامس (5G) والأقمار')).toEqual([
      ['الجيل'],
      ['الخامس'],
      ['(', '5G', ')'],
      ['والأقمار'],
    ]);
  });

  test('a run of Latin words stays one item in its own order, where Arabic runs would be reversed', () => {
    expect(pieces('دو Control Plan 135 المرنة')).toEqual([
      ['دو'],
      ['Control Plan 135'],
      ['المرنة'],
    ]);
    // The brand name first, then Arabic words: the brand stays at the right (the start).
    expect(words('ClearSignal - دليل الاتصالات')).toEqual([
      'ClearSignal',
      '-',
      'دليل',
      'الاتصالات',
    ]);
  });

  test('numbers keep their digits in order, with their signs where the bidi algorithm puts them', () => {
    expect(pieces('8 دقائق قراءة')).toEqual([['8'], ['دقائق'], ['قراءة']]);
    expect(pieces('Plan 135 الوطنية')).toEqual([['Plan 135'], ['الوطنية']]);
    // After Arabic words a number is an Arabic number (rule W2) and "%" a neutral at the
    // right-to-left level: a reader sees %5, as Chromium shows the same title on the page.
    expect(pieces('بنسبة 5% فقط')).toEqual([['بنسبة'], ['%', '5'], ['فقط']]);
    expect(pieces('و5%')).toEqual([['%', '5', 'و']]);
  });

  test('an Arabic question mark ends its word; spaces collapse; an empty text has no items', () => {
    expect(words('أم  خطوط منفصلة؟')).toEqual(['أم', 'خطوط', 'منفصلة؟']);
    expect(rtlItems('   ')).toEqual([]);
  });

  test('cuts a left-to-right text into its words, each one piece, white space collapsed', () => {
    expect(ltrItems('  e& eLife Ultra Starter,\n no  commitment ')).toEqual(
      ['e&', 'eLife', 'Ultra', 'Starter,', 'no', 'commitment'].map((text) => [{ text, level: 0 }]),
    );
    expect(ltrItems('   ')).toEqual([]);
  });
});
