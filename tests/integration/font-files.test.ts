/**
 * The font files the build writes into public/fonts/ (scripts/copy-fonts.mjs): every one the pages
 * preload carries no hinting program. Hinting (the `fpgm` program and `cvt ` values, and each glyph's
 * instructions) steers only Windows' rasteriser at small sizes; phones, the site's readers, ignore
 * them. Inter ships without it (its tiny `prep` only sets dropout control); the Arabic family's files had it, 28% of their bytes, which
 * every Arabic page downloaded before its largest paint (issue 30).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LAYOUT_FEATURES, PRELOADED_FONTS, fontUrl } from '@/lib/i18n/fonts.mjs';

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
  return woff2Directory(bytes).map((t) => t.tag);
}

/** A WOFF2 file's table directory: each table's tag and its length in the decompressed data. */
function woff2Directory(bytes: Buffer) {
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
  const tables: { tag: string; length: number; end: number }[] = [];
  for (let n = bytes.readUInt16BE(12); n > 0; n--) {
    const flags = bytes[at++];
    const index = flags & 0x3f;
    const tag = index === 63 ? bytes.toString('latin1', at, (at += 4)) : KNOWN_TAGS[index];
    let length = base128(); // origLength
    const version = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    if (transformed) length = base128(); // transformLength
    tables.push({ tag, length, end: at });
  }
  return tables;
}

/**
 * The OpenType feature tags of a WOFF2 file's GSUB and GPOS tables (their FeatureList), read from
 * the file's one brotli stream, which follows the directory and holds the tables in its order.
 */
function woff2Features(bytes: Buffer): string[] {
  const tables = woff2Directory(bytes);
  const start = tables.at(-1)!.end;
  const data = zlib.brotliDecompressSync(bytes.subarray(start, start + bytes.readUInt32BE(20)));
  const features = new Set<string>();
  let offset = 0;
  for (const { tag, length } of tables) {
    if (tag === 'GSUB' || tag === 'GPOS') {
      const table = data.subarray(offset, offset + length);
      const list = table.readUInt16BE(6); // the FeatureList's offset
      for (let i = 0; i < table.readUInt16BE(list); i++)
        features.add(table.toString('latin1', list + 2 + i * 6, list + 6 + i * 6));
    }
    offset += length;
  }
  return [...features].sort();
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

  // Fractions (frac, numr, dnom) and Inter's pnum are left out, with the glyphs only they reach: no
  // style of the site turns them on. What browsers apply by themselves, and tnum, stay.
  it('keep the OpenType features the pages use, and only those', () => {
    for (const file of files) {
      const features = woff2Features(fs.readFileSync(path.join('public', fontUrl(file))));
      expect(
        features.filter((f) => !LAYOUT_FEATURES.includes(f)),
        file,
      ).toEqual([]);
      expect(features, file).toContain('kern');
      if (file.startsWith('inter'))
        expect(features).toEqual(expect.arrayContaining(['calt', 'tnum']));
      if (file.includes('-arabic-arabic-'))
        expect(features, file).toEqual(
          expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'mark']),
        );
    }
  });
});
