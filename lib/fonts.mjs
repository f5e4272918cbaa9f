// The Arabic font (IBM Plex Sans Arabic from @fontsource, Arabic subset), by weight: cut down to
// the Arabic block by scripts/copy-fonts.mjs into public/fonts/, declared in app/globals.css,
// preloaded on Arabic pages. Two weights: semibold text (600) takes the bold face, as a browser
// does when 600 is missing, which saves a third file on every Arabic page.
export const ARABIC_FONT_FILES = {
  400: 'ibm-plex-sans-arabic-arabic-400-normal.woff2',
  700: 'ibm-plex-sans-arabic-arabic-700-normal.woff2',
};

/** The weights every Arabic page uses above the fold (body text and headings). */
export const ARABIC_PRELOAD = [400, 700];

/**
 * What the served files keep: the Arabic block (letters, tashkeel, Arabic punctuation and digits)
 * and the joining and direction controls. Presentation forms, Persian and Urdu letters and the
 * extended blocks are left out (the site's Arabic uses none: the shaper makes joined forms from
 * the base letters through the font's own tables, which subsetting keeps).
 */
export const ARABIC_SUBSET = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x061c, 0x061c],
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
];
