import { describe, expect, it } from 'vitest';
import { hashedFontName } from '@/lib/i18n/font-name.mjs';
import { fontUrl, INTER_FILE } from '@/lib/i18n/fonts.mjs';

describe('hashedFontName', () => {
  const bytes = new TextEncoder().encode('wOF2 font bytes');
  it('puts 8 hex digits of the bytes’ hash before the extension', () => {
    expect(hashedFontName('inter.woff2', bytes)).toMatch(/^inter\.[0-9a-f]{8}\.woff2$/);
  });
  it('gives the same name to the same bytes and another to changed bytes', () => {
    const changed = bytes.slice();
    changed[changed.length - 1] ^= 1;
    expect(hashedFontName('inter.woff2', bytes.slice())).toBe(hashedFontName('inter.woff2', bytes));
    expect(hashedFontName('inter.woff2', changed)).not.toBe(hashedFontName('inter.woff2', bytes));
  });
  it('is the name the pages ask for', () => {
    expect(fontUrl(INTER_FILE)).toMatch(/^\/fonts\/inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/);
  });
});
