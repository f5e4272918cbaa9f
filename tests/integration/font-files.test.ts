/**
 * The font files the build writes into public/fonts/ (scripts/copy-fonts.mjs): every one the pages
 * preload carries no hinting program. Hinting (the `fpgm` program and `cvt ` values, and each glyph's
 * instructions) steers only Windows' rasteriser at small sizes; phones, the site's readers, ignore
 * them. Inter ships without it (its tiny `prep` only sets dropout control); the Arabic family's files had it, 28% of their bytes, which
 * every Arabic page downloaded before its largest paint (issue 30).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRELOADED_FONTS, fontUrl } from '@/lib/i18n/fonts.mjs';

/** WOFF2's table tags by their index in the format's list of known tags (W3C WOFF2, 5.1). */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp ' +
  'hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL ' +
  'SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx ' +
  'opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}( |$)/g)!
  .map((t) => t.slice(0, 4));

/** The tags of a WOFF2 file's tables, read from its table directory. */
export function woff2Tables(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('wOF2');
  let at = 48; // the header's length
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = bytes[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tags: string[] = [];
  for (let n = bytes.readUInt16BE(12); n > 0; n--) {
    const flags = bytes[at++];
    const index = flags & 0x3f;
    const tag = index === 63 ? bytes.toString('latin1', at, (at += 4)) : KNOWN_TAGS[index];
    base128(); // origLength
    const version = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    if (transformed) base128(); // transformLength
    tags.push(tag);
  }
  return tags;
}

describe('the font files the pages preload', () => {
  const files = [...new Set(Object.values(PRELOADED_FONTS).flat())];

  it('carry their layout tables and no hinting program', () => {
    expect(files.length).toBe(5);
    for (const file of files) {
      const tags = woff2Tables(fs.readFileSync(path.join('public', fontUrl(file))));
      expect(tags, file).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS']));
      expect(
        tags.filter((t) => ['fpgm', 'cvt '].includes(t)),
        file,
      ).toEqual([]);
    }
  });
});
