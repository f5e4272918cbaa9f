/**
 * The one formatting module: every date, amount, number, percentage and plural-dependent phrase a
 * page, mail or script shows goes through here, with the locale as an argument (always named: no
 * formatter falls back to a language of its own, so a forgotten locale is a type error, not an
 * English date on an Arabic page). It holds no words:
 * phrases come from content/ as plural forms keyed by CLDR category ({ one, other }, and for
 * Arabic zero, two, few and many too) with a "{count}" slot.
 *
 * Client-safe: no React, no zod, no server modules.
 */

/** The site's languages: English at `/`, Arabic under `/ar`. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag each locale formats with. English dates read "October 24, 2025" (the spec's
 * style); Arabic keeps Latin digits (`nu-latn`), as the UAE's operators and regulator print prices.
 */
export const TAGS: Record<Locale, string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' };

// Intl objects are costly to build: one per locale and option set.
type IntlObject = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat;
const cache = new Map<string, IntlObject>();
function cached<T extends IntlObject>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export type DateStyle = 'long' | 'day-month-year' | 'month-year' | 'short-month-year' | 'year';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  'day-month-year': { day: 'numeric', month: 'long', year: 'numeric' },
  'month-year': { month: 'long', year: 'numeric' },
  'short-month-year': { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
};

/** A calendar day from "YYYY-MM-DD", an ISO timestamp or a Date, in UTC so no time zone shifts it. */
export function toDay(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(`${value.slice(0, 10)}T00:00:00Z`);
}

/**
 * The English tag of the day-month-year style: "29 November 2026", as the legal pages and a UAE
 * letter write a date (issue 51, the consumer-affairs editor); Arabic reads day-month-year anyway.
 */
const DAY_MONTH_YEAR_TAGS: Record<Locale, string> = { ...TAGS, en: 'en-GB' };

/**
 * "October 24, 2025" (long), "24 October 2025" (day-month-year: the letters), "October 2025"
 * (month-year), "Oct 2025" (short-month-year) or "2025" (year).
 */
export function formatDate(
  value: string | Date,
  locale: Locale,
  style: DateStyle = 'long',
): string {
  const f = cached(
    `d|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat((style === 'day-month-year' ? DAY_MONTH_YEAR_TAGS : TAGS)[locale], {
        ...DATE_OPTIONS[style],
        timeZone: 'UTC',
      }),
  );
  return f.format(toDay(value));
}

/**
 * A count (a non-negative whole number) grouped by threes with commas in Latin digits, which is what
 * `Intl.NumberFormat` prints for it in both locales (the unit test compares them). Counts go
 * through here rather than `Intl`: the page's first `Intl.NumberFormat` loads the locale's data,
 * about 25 ms on a laptop and 100 ms on a phone, and client components format counts while they
 * hydrate (the guides found, a field's characters).
 */
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A number in the locale's grouping: 1,234 or 1,234.5. */
export function formatNumber(
  n: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  if (!options && Number.isSafeInteger(n) && n >= 0) return formatCount(n);
  const f = cached(
    `n|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(TAGS[locale], options),
  );
  return f.format(n);
}

/** A share as a percentage: formatPercent(0.05) is "5%". */
export function formatPercent(ratio: number, locale: Locale, maximumFractionDigits = 1): string {
  return formatNumber(ratio, locale, { style: 'percent', maximumFractionDigits });
}

/**
 * The currency's unit as each language writes it beside an amount: English "AED" before it; Arabic
 * «درهم» after it, as content/ar/glossary.json fixes it for prose too (not CLDR's «د.إ.», so one
 * page never spells the currency two ways).
 */
const CURRENCY_UNIT = { en: 'AED', ar: 'درهم' } as const satisfies Record<Locale, string>;

/**
 * An amount of money held as whole fils (1 AED = 100 fils): "AED 1,234.50" in English,
 * "1,234.50 درهم" in Arabic (a right-to-left mark first, so the number joins the Arabic around
 * it, and a no-break space before the unit). `whole` drops the fils when they are zero.
 */
export function formatAed(
  fils: number,
  locale: Locale,
  { whole = false }: { whole?: boolean } = {},
): string {
  const sign = fils < 0 ? '-' : '';
  const amount = aedNumber(Math.abs(fils), locale, whole);
  if (locale === 'en') return `${sign}${CURRENCY_UNIT.en} ${amount}`;
  return `\u200f${sign}${amount}\u00a0${CURRENCY_UNIT.ar}`;
}

/** The number of an amount (whole fils) without its unit; `whole` drops zero fils. */
function aedNumber(fils: number, locale: Locale, whole: boolean): string {
  const digits = whole && fils % 100 === 0 ? 0 : 2;
  return formatNumber(fils / 100, locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The separators of a list as each language writes them: Arabic has its own comma and semicolon. */
const SEPARATORS = {
  en: { comma: ', ', semicolon: '; ' },
  ar: { comma: '، ', semicolon: '؛ ' },
} as const satisfies Record<Locale, { comma: string; semicolon: string }>;

/** Items joined by the language's comma (or semicolon): "a, b" in English, "a، b" in Arabic. */
export function joinList(
  items: readonly string[],
  locale: Locale,
  separator: 'comma' | 'semicolon' = 'comma',
): string {
  return items.join(SEPARATORS[locale][separator]);
}

/**
 * Alternatives as each language writes them (Intl.ListFormat, disjunction): "AED 240, AED 540 or
 * AED 960" in English (British usage, as the site's dates, without the serial comma), «أ أو ب أو ج»
 * in Arabic.
 */
export function formatOr(items: readonly string[], locale: Locale): string {
  return cached(
    `or|${locale}`,
    () => new Intl.ListFormat(DAY_MONTH_YEAR_TAGS[locale], { type: 'disjunction' }),
  ).format(items);
}

/**
 * The Arabic currency word after a count, as the site's prose writes it (content/ar/glossary.json):
 * «دراهم» after 3 to 10, «درهمًا» after 11 to 99 (and 480, 720: the last two digits decide),
 * «درهم» otherwise (1, 100, an amount with fils), by the count's CLDR plural category.
 */
const DIRHAM_AFTER: Partial<Record<Intl.LDMLPluralRule, string>> = { few: 'دراهم', many: 'درهمًا' };

/**
 * Alternative amounts (whole fils) of one item, as each language writes them: "AED 480 or AED 720"
 * in English; in Arabic the numbers, then one currency word in the form the last number takes,
 * «480 أو 720 درهمًا» (a right-to-left mark first, as formatAed's). `whole` as formatAed's.
 */
export function formatAedOr(
  fils: readonly number[],
  locale: Locale,
  options: { whole?: boolean } = {},
): string {
  if (locale === 'en')
    return formatOr(
      fils.map((f) => formatAed(f, locale, options)),
      locale,
    );
  const numbers = fils.map((f) => aedNumber(f, locale, options.whole ?? false));
  const last = fils[fils.length - 1] ?? 0;
  // An amount shown with fils («80.50 درهم», «480.00 درهم») keeps the plain word.
  const shownWhole = options.whole && last % 100 === 0;
  const word = (shownWhole && DIRHAM_AFTER[pluralCategory(last / 100, locale)]) || CURRENCY_UNIT.ar;
  return `\u200f${formatOr(numbers, locale)}\u00a0${word}`;
}

/** Items together as each language writes them (Intl.ListFormat, conjunction): "du and e&". */
export function formatAnd(items: readonly string[], locale: Locale): string {
  return cached(
    `and|${locale}`,
    () => new Intl.ListFormat(DAY_MONTH_YEAR_TAGS[locale], { type: 'conjunction' }),
  ).format(items);
}

/** A phrase for each CLDR plural category the language uses; `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The CLDR plural category of a count: English uses one/other, Arabic all six. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return cached(`p|${locale}`, () => new Intl.PluralRules(TAGS[locale])).select(count);
}

/**
 * The phrase for `count`, with "{count}" filled by the formatted number and any other "{name}"
 * slot from `values`: plural(8, { one: '{count} min read', other: '{count} min read' }).
 */
export function plural(
  count: number,
  forms: PluralForms,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const template = forms[pluralCategory(count, locale)] ?? forms.other;
  return fillSlots(template, { count: formatNumber(count, locale), ...values });
}

/** Fills "{name}" slots of a copy text; unknown slots stay as they are. */
export function fillSlots(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/**
 * Digits as a visitor may type them: Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) become
 * Latin, the Arabic decimal separator (٫) a point, the Arabic thousands separator (٬) a comma.
 */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/**
 * An amount typed by a visitor ("99", "99.5", "1,234.50", "٩٩٫٥", "AED 99") to whole fils; null
 * when it is not an amount of at most 9,999,999.99.
 */
export function parseAed(text: string): number | null {
  const t = latinDigits(text)
    .trim()
    .replace(/^(AED|د\.إ\.?)\s*/i, '')
    .replace(/\s*(AED|د\.إ\.?)$/i, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
