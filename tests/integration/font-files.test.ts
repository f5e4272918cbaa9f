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
import {
  ARABIC_FONT_FILES,
  ARABIC_FONT_SUBSET,
  LAYOUT_FEATURES,
  PRELOADED_FONTS,
  fontUrl,
} from '@/lib/i18n/fonts.mjs';

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
 * A WOFF2 file's tables by tag, as its one brotli stream stores them (glyf and loca in WOFF2's
 * transformed form; the others, cmap, GSUB and GPOS among them, as in the font).
 */
function woff2Data(bytes: Buffer): Map<string, Buffer> {
  const tables = woff2Directory(bytes);
  const start = tables.at(-1)!.end;
  const data = zlib.brotliDecompressSync(bytes.subarray(start, start + bytes.readUInt32BE(20)));
  const out = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of tables) {
    out.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return out;
}

/**
 * The OpenType feature tags of a WOFF2 file's GSUB and GPOS tables (their FeatureList), read from
 * the file's one brotli stream, which follows the directory and holds the tables in its order.
 */
function woff2Features(bytes: Buffer): string[] {
  const features = new Set<string>();
  for (const [tag, table] of woff2Data(bytes))
    if (tag === 'GSUB' || tag === 'GPOS') {
      const list = table.readUInt16BE(6); // the FeatureList's offset
      for (let i = 0; i < table.readUInt16BE(list); i++)
        features.add(table.toString('latin1', list + 2 + i * 6, list + 6 + i * 6));
    }
  return [...features].sort();
}

/** The characters a WOFF2 file draws: its Windows Unicode BMP cmap (format 4), glyph 0 aside. */
function woff2Characters(bytes: Buffer): number[] {
  const cmap = woff2Data(bytes).get('cmap')!;
  let sub = -1;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const rec = 4 + i * 8;
    if (cmap.readUInt16BE(rec) === 3 && cmap.readUInt16BE(rec + 2) === 1)
      sub = cmap.readUInt32BE(rec + 4);
  }
  expect(cmap.readUInt16BE(sub)).toBe(4);
  const segs = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const [starts, deltas, ranges] = [1, 2, 3].map((k) => ends + segs * 2 * k + 2);
  const chars: number[] = [];
  for (let s = 0; s < segs; s++) {
    const [end, start] = [ends, starts].map((at) => cmap.readUInt16BE(at + s * 2));
    const delta = cmap.readInt16BE(deltas + s * 2);
    const range = cmap.readUInt16BE(ranges + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const at = ranges + s * 2 + range + (c - start) * 2;
      const glyph = range === 0 ? (c + delta) & 0xffff : cmap.readUInt16BE(at);
      if (glyph !== 0) chars.push(c);
    }
  }
  return chars;
}

describe('the font files the pages preload', () => {
  const files = [...new Set(Object.values(PRELOADED_FONTS).flat())];

  it('carry their layout tables and no hinting program', () => {
    expect(files.length).toBe(3);
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
      if (file.startsWith('ibm-plex-sans-arabic-'))
        expect(features, file).toEqual(
          expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'mark']),
        );
    }
  });

  // One file a weight for Arabic pages, with the Arabic letters and the figures both: the figures
  // in files of their own made four preloads, which held back the stylesheet and the largest paint.
  it('give each Arabic weight one file, drawing the Arabic letters and the figures', () => {
    const expected = ARABIC_FONT_SUBSET.flatMap(([a, b]) =>
      Array.from({ length: b - a + 1 }, (_, i) => a + i),
    );
    expect(PRELOADED_FONTS.ar).toEqual(Object.values(ARABIC_FONT_FILES));
    for (const file of PRELOADED_FONTS.ar) {
      const chars = woff2Characters(fs.readFileSync(path.join('public', fontUrl(file))));
      for (const c of ['0', '9', '%', '/', 'ب', '٣'])
        expect(chars, file).toContain(c.codePointAt(0));
      expect(
        chars.filter((c) => !expected.includes(c)),
        file,
      ).toEqual([]);
    }
  });
});
