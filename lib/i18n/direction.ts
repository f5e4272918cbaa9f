import type { Locale } from './format';

/**
 * The reading direction of each locale, for `<html dir>`: the layout uses logical sides only
 * (ms-, pe-, start-, text-start, border-s), so `rtl` mirrors it. Keyed by the locale type, so a
 * new locale cannot be added without choosing its direction.
 */
const DIRECTIONS: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return DIRECTIONS[locale];
}
