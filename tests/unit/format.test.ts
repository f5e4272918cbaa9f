import { describe, expect, it, vi } from 'vitest';
import {
  formatAed,
  joinList,
  formatDate,
  formatNumber,
  formatPercent,
  latinDigits,
  LOCALES,
  parseAed,
  plural,
  pluralCategory,
  TAGS,
} from '@/lib/i18n/format';

describe('formatDate', () => {
  it('prints one English style for a day, whatever its input form', () => {
    expect(formatDate('2025-10-24', 'en')).toBe('October 24, 2025');
    expect(formatDate('2025-10-24T23:59:00+04:00', 'en')).toBe('October 24, 2025');
    expect(formatDate(new Date('2024-03-12T00:00:00Z'), 'en')).toBe('March 12, 2024');
    expect(formatDate('2024-03-12', 'en', 'month-year')).toBe('March 2024');
    expect(formatDate('2024-03-12', 'en', 'short-month-year')).toBe('Mar 2024');
    expect(formatDate('2024-03-12', 'en', 'year')).toBe('2024');
  });
  it('prints Gregorian dates with Arabic month names and Latin digits', () => {
    expect(formatDate('2025-10-24', 'ar')).toBe('24 أكتوبر 2025');
  });
  it('prints a letter’s day-month-year style: the legal pages’ in English, the same in Arabic', () => {
    expect(formatDate('2026-11-29', 'en', 'day-month-year')).toBe('29 November 2026');
    expect(formatDate('2026-11-29T20:00:00Z', 'en', 'day-month-year')).toBe('29 November 2026');
    expect(formatDate('2025-10-24', 'ar', 'day-month-year')).toBe(formatDate('2025-10-24', 'ar'));
  });
});

describe('numbers and money', () => {
  it('groups and formats percentages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatPercent(0.05, 'en')).toBe('5%');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
  });
  it('prints every count as Intl.NumberFormat does, in both languages', () => {
    const counts = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      99_999,
      100_000,
      999_999,
      1_000_000,
      1_234_567,
      987_654_321,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(TAGS[locale]);
      expect(counts.map((n) => formatNumber(n, locale))).toEqual(counts.map((n) => intl.format(n)));
    }
    // Fractions, negatives and options still go to Intl.
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(-1234, 'en')).toBe('-1,234');
    expect(formatNumber(-12, 'ar')).toBe(new Intl.NumberFormat(TAGS.ar).format(-12));
  });
  it('builds no Intl.NumberFormat for a count, whose first one costs a phone about 100 ms', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/i18n/format');
    const Real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    } as typeof Real;
    try {
      expect(fresh.formatNumber(1234, 'ar')).toBe('1,234');
      expect(fresh.plural(3, { one: '{count} guide', other: '{count} guides' }, 'en')).toBe(
        '3 guides',
      );
      expect(built).toBe(0);
      fresh.formatNumber(0.5, 'en', { style: 'percent' });
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
  it('prints AED amounts from whole fils', () => {
    expect(formatAed(123450, 'en')).toBe('AED 1,234.50');
    expect(formatAed(-5, 'en')).toBe('-AED 0.05');
    expect(formatAed(9900, 'en', { whole: true })).toBe('AED 99');
    expect(formatAed(9950, 'en', { whole: true })).toBe('AED 99.50');
    expect(formatAed(123450, 'ar')).toMatch(/1,234\.50/);
  });
  it("writes the currency in Arabic as the glossary does (درهم), never CLDR's د.إ.", () => {
    // A right-to-left mark, the amount, a no-break space, then the unit.
    expect(formatAed(123450, 'ar')).toBe('\u200f1,234.50\u00a0درهم');
    expect(formatAed(9900, 'ar', { whole: true })).toBe('\u200f99\u00a0درهم');
    expect(formatAed(123450, 'ar')).not.toContain('د.إ');
  });
  it("joins a list with the language's own comma or semicolon", () => {
    expect(joinList(['a', 'b'], 'en')).toBe('a, b');
    expect(joinList(['a', 'b'], 'ar')).toBe('a، b');
    expect(joinList(['a', 'b'], 'ar', 'semicolon')).toBe('a؛ b');
    expect(joinList(['a', 'b'], 'en', 'semicolon')).toBe('a; b');
  });
  it('parses amounts typed with Latin or Arabic-Indic digits', () => {
    expect(parseAed('99')).toBe(9900);
    expect(parseAed(' 1,234.5 ')).toBe(123450);
    expect(parseAed('AED 12.30')).toBe(1230);
    expect(parseAed('٩٩')).toBe(9900);
    expect(parseAed('١٬٢٣٤٫٥٠')).toBe(123450);
    expect(parseAed('۱۲۳')).toBe(12300);
    expect(parseAed('12.345')).toBeNull();
    expect(parseAed('1,23')).toBeNull();
    expect(parseAed('-5')).toBeNull();
    expect(parseAed('abc')).toBeNull();
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
});

describe('plural', () => {
  const forms = {
    zero: 'z {count}',
    one: 'o {count}',
    two: 't {count}',
    few: 'f {count}',
    many: 'm {count}',
    other: 'x {count}',
  };
  it('picks English one/other', () => {
    expect(plural(1, { one: '{count} guide', other: '{count} guides' }, 'en')).toBe('1 guide');
    expect(plural(0, { one: '{count} guide', other: '{count} guides' }, 'en')).toBe('0 guides');
    expect(plural(1200, { other: '{count} guides' }, 'en')).toBe('1,200 guides');
  });
  it('uses all six Arabic categories', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory(n, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(plural(11, forms, 'ar')).toBe('m 11');
  });
  it('falls back to other and fills further slots', () => {
    expect(plural(2, { other: '{count} of {total}' }, 'ar', { total: 5 })).toBe('2 of 5');
  });
});

describe('formatOr', () => {
  it('writes alternatives as each language does: "a, b or c", «أ أو ب أو ج»', async () => {
    const { formatOr } = await import('@/lib/i18n/format');
    expect(formatOr(['AED 240', 'AED 540', 'AED 960'], 'en')).toBe('AED 240, AED 540 or AED 960');
    expect(formatOr(['AED 480', 'AED 720'], 'en')).toBe('AED 480 or AED 720');
    expect(formatOr(['AED 120'], 'en')).toBe('AED 120');
    expect(formatOr(['240 درهم', '540 درهم', '960 درهم'], 'ar')).toBe(
      '240 درهم أو 540 درهم أو 960 درهم',
    );
  });
});

describe('formatAedOr', () => {
  it('writes an item’s alternative amounts: AED before each in English, one Arabic currency word after the list', async () => {
    const { formatAedOr } = await import('@/lib/i18n/format');
    const w = { whole: true };
    expect(formatAedOr([24000, 54000, 96000], 'en', w)).toBe('AED 240, AED 540 or AED 960');
    expect(formatAedOr([48000, 72000], 'ar', w)).toBe('\u200f480 أو 720\u00a0درهمًا');
    expect(formatAedOr([24000, 54000, 96000], 'ar', w)).toBe('\u200f240 أو 540 أو 960\u00a0درهمًا');
    expect(formatAedOr([12000], 'ar', w)).toBe('\u200f120\u00a0درهمًا');
  });
  it('gives the Arabic word the form the last number takes, and the plain word after fils', async () => {
    const { formatAedOr } = await import('@/lib/i18n/format');
    const w = { whole: true };
    expect(formatAedOr([50000], 'ar', w)).toBe('\u200f500\u00a0درهم');
    expect(formatAedOr([2000, 500], 'ar', w)).toBe('\u200f20 أو 5\u00a0دراهم');
    expect(formatAedOr([100], 'ar', w)).toBe('\u200f1\u00a0درهم');
    expect(formatAedOr([8050], 'ar', w)).toBe('\u200f80.50\u00a0درهم');
    expect(formatAedOr([48000], 'ar')).toBe('\u200f480.00\u00a0درهم');
  });
});

describe('formatAnd', () => {
  it('writes items together as each language does: "a, b and c", «أ و ب و ج»', async () => {
    const { formatAnd } = await import('@/lib/i18n/format');
    expect(formatAnd(['du', 'e&', 'Virgin Mobile'], 'en')).toBe('du, e& and Virgin Mobile');
    expect(formatAnd(['du', 'e&'], 'en')).toBe('du and e&');
    expect(formatAnd(['دو', 'إي آند'], 'ar')).toBe('دو وإي آند');
  });
});
