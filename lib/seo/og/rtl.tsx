/**
 * Text in share images: the fonts Satori draws it with, and the pieces of lib/seo/og/bidi.ts laid out
 * in the text's direction with the widths they really have.
 *
 * Satori measures a text by adding up the widths of its letters taken one by one, but draws it
 * shaped: joined Arabic letters are narrower than the same letters alone, so an Arabic word's box
 * comes out wider than its ink and the gaps between words vary. Each piece therefore gets its
 * shaped width, measured with the same opentype.js build and fonts Satori uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype, { type Font } from '@shuding/opentype.js';
import { ltrItems, rtlItems } from './bidi';

/** IBM Plex Sans Arabic (@fontsource, WOFF: Satori reads no WOFF2), its Arabic and Latin subsets. */
const FONT_DIR = path.join(
  process.cwd(),
  'node_modules',
  '@fontsource',
  'ibm-plex-sans-arabic',
  'files',
);
export const OG_RTL_WEIGHTS = [400, 700] as const;
export type OgWeight = (typeof OG_RTL_WEIGHTS)[number];
/** In Satori's order of preference: a character is drawn with the first font that has it. */
export const OG_RTL_SUBSETS = ['arabic', 'latin'] as const;

export function ogFontFile(subset: (typeof OG_RTL_SUBSETS)[number], weight: OgWeight): string {
  return path.join(FONT_DIR, `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`);
}

type LoadedFont = { name: string; weight: OgWeight; data: Buffer; font: Font };
let loaded: LoadedFont[] | null = null;
function fonts(): LoadedFont[] {
  loaded ??= OG_RTL_SUBSETS.flatMap((subset) =>
    OG_RTL_WEIGHTS.map((weight) => {
      const data = fs.readFileSync(ogFontFile(subset, weight));
      const buffer = data.buffer.slice(
        data.byteOffset,
        data.byteOffset + data.byteLength,
      ) as ArrayBuffer;
      return {
        name: `plex-${subset}`,
        weight,
        data,
        font: opentype.parse(buffer, { lowMemory: true }),
      };
    }),
  );
  return loaded;
}

/** The `fonts` option of a share image's ImageResponse, in either language. */
export function ogFonts() {
  return fonts().map(({ name, weight, data }) => ({
    name,
    weight,
    data,
    style: 'normal' as const,
  }));
}

/** The font Satori draws a text with: the first, in the order above, that has its first character. */
function fontFor(text: string, weight: OgWeight): Font {
  const candidates = fonts().filter((f) => f.weight === weight);
  const first = String.fromCodePoint(text.codePointAt(0) ?? 32);
  return (
    candidates.find((f) => f.font.charToGlyphIndex(first) > 0) ?? candidates[candidates.length - 1]
  ).font;
}

/** The width Satori draws a text at (shaped, with kerning), in pixels. */
export function ogTextWidth(text: string, fontSize: number, weight: OgWeight): number {
  return fontFor(text, weight).getAdvanceWidth(text, fontSize);
}

/** Characters of `text` that none of the share images' fonts has (Satori would try to download a font). */
export function ogMissingGlyphs(text: string): string[] {
  const all = fonts();
  return [...new Set(Array.from(text))].filter(
    (c) => !/\s/.test(c) && !all.some((f) => f.font.charToGlyphIndex(c) > 0),
  );
}

/**
 * A paragraph for Satori, in its direction: a wrapping row of words (`row-reverse` for
 * right-to-left), each word's pieces from left to right at their shaped widths, separated by the
 * font's space. Lines start at the paragraph's start and wrap between words as Chromium wraps
 * the text with its `dir`.
 */
export function OgText({
  text,
  dir,
  fontSize,
  weight,
  lineHeight,
  color,
}: {
  text: string;
  dir: 'ltr' | 'rtl';
  fontSize: number;
  weight: OgWeight;
  lineHeight?: number;
  color?: string;
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: dir === 'rtl' ? 'row-reverse' : 'row',
        flexWrap: 'wrap',
        columnGap: ogTextWidth(' ', fontSize, weight),
        fontSize,
        fontWeight: weight,
        lineHeight,
        color,
      }}
    >
      {(dir === 'rtl' ? rtlItems(text) : ltrItems(text)).map((item, i) => (
        <div key={i} style={{ display: 'flex', flexShrink: 0 }}>
          {item.map((piece, j) => (
            <span
              key={j}
              style={{
                width: ogTextWidth(piece.text, fontSize, weight),
                flexShrink: 0,
                whiteSpace: 'nowrap',
              }}
            >
              {piece.text}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
