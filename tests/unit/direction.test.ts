import { describe, expect, it } from 'vitest';
import { textDirection } from '@/lib/i18n/direction';
import { LOCALES } from '@/lib/i18n/format';

describe('textDirection', () => {
  it('reads English left to right and Arabic right to left', () => {
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('ar')).toBe('rtl');
  });

  it('has a direction for every locale', () => {
    for (const l of LOCALES) expect(['ltr', 'rtl']).toContain(textDirection(l));
  });
});
