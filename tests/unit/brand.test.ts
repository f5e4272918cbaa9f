import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandColors, themeColor } from '@/lib/config/brand';
import { ogSize } from '@/lib/seo/og';
import { siteConfig } from '@/lib/config/site';

describe('brand values defined once', () => {
  it('takes the brand colours from the @theme block of globals.css', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
    expect(css).toContain(`--color-brand-700: ${brandColors.primary};`);
    expect(() => themeColor('no-such-colour')).toThrow(/--color-no-such-colour/);
  });

  it('gives generated and default share images one size', () => {
    expect(ogSize).toEqual(siteConfig.shareImageSize);
    expect(siteConfig.defaultShareImage).toMatchObject(siteConfig.shareImageSize);
  });
});
