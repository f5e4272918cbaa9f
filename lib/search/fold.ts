/**
 * The one form the guides search compares text in, for both languages: the index is built in it
 * (lib/search/build-index.ts) and every query is put in it (lib/search/query.ts), so what a reader
 * types matches however the guide spells it. Client-safe: no React, no server modules.
 *
 * Arabic readers type the same word in several ways: with or without hamza on the alef, with
 * taa marbuta or haa, alef maqsura or yaa, with or without short vowels, stretched with tatweel,
 * with Arabic-Indic or Latin digits. Every such variant folds to one plain form:
 *
 * - alef with hamza above or below, alef with madda and alef wasla (أ إ آ ٱ) → bare alef (ا);
 * - taa marbuta (ة) → haa (ه), and alef maqsura (ى) → yaa (ي): keyboards and habits mix them at
 *   the end of a word (a search finds a few more words for it, never fewer);
 * - waw with hamza (ؤ) → waw (و), and yaa with hamza (ئ) → yaa (ي). We chose to keep the letter
 *   that carries the hamza (its seat) rather than fold every hamza form to a bare hamza (ء):
 *   someone who leaves the hamza out types the seat ("مسوول", "شواطي"), as they type ا for أ,
 *   so this is the same rule as the alef's. The cost: the two accepted spellings مسؤول and
 *   مسئول still differ (و against ي), as they do in print. The bare hamza (ء) is a letter of its
 *   own and stays;
 * - the short-vowel marks (tashkeel: fathatan to sukun, U+064B–U+0652), the combining madda and
 *   hamza marks (U+0653–U+0655, which is how a decomposed أ or ؤ arrives) and the superscript
 *   alef (U+0670) are removed, as is tatweel (ـ, U+0640), a stretch with no sound;
 * - Arabic-Indic and Eastern Arabic-Indic digits (٠-٩, ۰-۹) → Latin (0-9), as lib/i18n/format reads
 *   typed amounts, since the site prints Latin digits in both languages;
 * - invisible direction and joining marks that copied text carries (U+061C, U+200C–U+200F,
 *   U+2066–U+2069, U+FEFF) are removed, a zero-width space (U+200B) counts as a space, and NFKC
 *   turns Arabic presentation forms pasted from a PDF (ﻷ, ﷲ) into ordinary letters.
 *
 * Latin text is case-folded (lower case), as before; accents on Latin letters are kept.
 * Whitespace runs become one space.
 */
import { latinDigits } from '../i18n/format';

/** Marks with no letter of their own: tatweel, tashkeel, combining madda/hamza, superscript alef. */
const ARABIC_MARKS = /[\u0640\u064b-\u0655\u0670]/g;
/** Invisible characters pasted text brings along (bidi marks, zero-width (non-)joiners, BOM). */
const INVISIBLE = /[\u061c\u200c-\u200f\u2066-\u2069\ufeff]/g;
/** Letters written in more than one way, to the one form the index holds. */
const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};
const LETTER_VARIANTS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Arabic spelling variants folded (see above); no case change, no whitespace change. */
export function foldArabic(text: string): string {
  return latinDigits(
    text
      .normalize('NFKC')
      .replace(/\u200b/g, ' ')
      .replace(INVISIBLE, '')
      .replace(ARABIC_MARKS, '')
      .replace(LETTER_VARIANTS, (c) => LETTERS[c]),
  );
}

/** The search form of a text: Arabic folded, lower case, single spaces, trimmed. */
export function foldForSearch(text: string): string {
  return foldArabic(text).toLowerCase().replace(/\s+/g, ' ').trim();
}
