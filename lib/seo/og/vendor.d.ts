// The two untyped packages the share images use, typed as far as lib/seo/og uses them.

declare module 'bidi-js' {
  export type EmbeddingLevels = {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  };
  export type Bidi = {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
    getMirroredCharactersMap(
      text: string,
      levels: Uint8Array,
      start?: number,
      end?: number,
    ): Map<number, string>;
    getReorderedString(
      text: string,
      embeddingLevels: EmbeddingLevels,
      start?: number,
      end?: number,
    ): string;
  };
  export default function bidiFactory(): Bidi;
}

/** The opentype.js build Satori (next/og) bundles: the same parser and shaper, so the same widths. */
declare module '@shuding/opentype.js' {
  export type Font = {
    unitsPerEm: number;
    charToGlyphIndex(char: string): number;
    getAdvanceWidth(text: string, fontSize: number, options?: { letterSpacing?: number }): number;
  };
  const opentype: { parse(buffer: ArrayBuffer, options?: { lowMemory?: boolean }): Font };
  export default opentype;
}
