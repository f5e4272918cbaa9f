/**
 * Right-to-left text for share images. Satori (behind next/og) lays every text out left to
 * right (vercel/satori#74): a plain Arabic title comes out with its words in reverse order. So an
 * Arabic text is cut here into the pieces Satori can draw, in the order a reader sees them:
 *
 * - the Unicode Bidirectional Algorithm (bidi-js) resolves each character's level in a
 *   right-to-left paragraph;
 * - the text breaks into items at the spaces between right-to-left runs: these are the words a
 *   line may wrap between, laid out from the right by a `row-reverse` flex row (so each line reads
 *   from the right, and wrapping keeps the logical order);
 * - a run of left-to-right words ("Control Plan 135") stays one item, read left to right;
 * - inside an item, runs are put in visual order (rule L2): Arabic letters stay one piece in
 *   logical order, since Satori's shaper (opentype.js) joins and reverses an Arabic run itself;
 *   a neutral character at a right-to-left level (a colon, a bracket) is its own piece, mirrored
 *   where Unicode says so ("(" shows as ")").
 *
 * Pure: no fonts, no Satori. lib/seo/og/rtl.tsx measures and renders the pieces.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece Satori draws as one text node. `rtl`: an Arabic run, which Satori reverses itself. */
export type BidiPiece = { text: string; level: number };
/** A word (or a run of left-to-right words): its pieces from left to right. */
export type BidiItem = BidiPiece[];

/** The letters opentype.js shapes and reverses as Arabic (its own test, with the marks it keeps). */
const ARABIC = /[\u0600-\u065F\u066A-\u06D2\u06FA-\u06FF\u0670\u06D6-\u06ED]/;
/** Joiners keep an Arabic run whole. */
const JOINER = /[\u200C\u200D]/;
const SPACE = /\s/;

/**
 * The items of a right-to-left paragraph in logical order (a `row-reverse` row shows the first at
 * the right), each with its pieces from left to right.
 */
export function rtlItems(input: string): BidiItem[] {
  const text = input.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const embedding = bidi.getEmbeddingLevels(text, 'rtl');
  const levels = embedding.levels;
  // bidi-js 1.0.3 reads the levels array here (not the object getEmbeddingLevels returns).
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const items: BidiItem[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    // A space at the paragraph's own level (1) separates items; one inside a left-to-right run does not.
    const end = i === text.length || (SPACE.test(text[i]) && levels[i] % 2 === 1);
    if (!end) continue;
    if (i > start) items.push(visualPieces(text, levels, mirrored, start, i));
    start = i + 1;
  }
  return items;
}

function visualPieces(
  text: string,
  levels: Uint8Array,
  mirrored: Map<number, string>,
  start: number,
  end: number,
): BidiPiece[] {
  // Logical pieces: runs of one level; at odd levels, Arabic letters together, anything else alone.
  const runs: (BidiPiece & { arabic: boolean })[] = [];
  for (let i = start; i < end; i++) {
    const level = levels[i];
    const char = mirrored.get(i) ?? text[i];
    const odd = level % 2 === 1;
    const last = runs.at(-1);
    const arabic = odd && (ARABIC.test(char) || (JOINER.test(char) && last?.arabic === true));
    const joins = last?.level === level && (odd ? arabic && last.arabic : true);
    if (last && joins) last.text += char;
    else runs.push({ text: char, level, arabic });
  }
  const pieces: BidiPiece[] = runs.map(({ text, level }) => ({ text, level }));
  // Rule L2: from the highest level down to 1, reverse every run of pieces at that level or higher.
  // A piece's own characters need no reversal: an Arabic run is reversed by the shaper, and every
  // other piece at an odd level is one character.
  const max = Math.max(...pieces.map((p) => p.level));
  for (let level = max; level >= 1; level--) {
    for (let i = 0; i < pieces.length;) {
      if (pieces[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < pieces.length && pieces[j].level >= level) j++;
      const run = pieces.slice(i, j).reverse();
      pieces.splice(i, j - i, ...run);
      i = j;
    }
  }
  return pieces;
}

/**
 * The items of a left-to-right paragraph: its words, each one piece. Laid out by lib/seo/og/rtl.tsx
 * like the right-to-left ones, at their measured widths: left to Satori, the gaps between words
 * came out uneven ("Starter,  no").
 */
export function ltrItems(input: string): BidiItem[] {
  const text = input.normalize('NFC').replace(/\s+/g, ' ').trim();
  return text ? text.split(' ').map((word) => [{ text: word, level: 0 }]) : [];
}
