// English pages' font: Inter (variable, Latin) from @fontsource-variable/inter, copied as it is by
// scripts/copy-fonts.mjs into public/fonts/, declared in app/globals.css and preloaded by English
// pages only (next/font would preload it on every page, Arabic ones included).
export const INTER_FILE = 'inter-latin-wght-normal.woff2';

// The Arabic pages' font (IBM Plex Sans Arabic from @fontsource), by weight: cut down by
// scripts/copy-fonts.mjs into public/fonts/, declared in app/globals.css. Two weights: semibold
// text (600) takes the bold face, as a browser does when 600 is missing, which saves a third file.
// Arabic pages set their Latin runs (names, numbers, « » quotes) in the same family's Latin
// faces, not in Inter: one family for the whole page, and Inter's 48 KB not fetched there.
export const ARABIC_FONT_FILES = {
  400: 'ibm-plex-sans-arabic-arabic-400-normal.woff2',
  700: 'ibm-plex-sans-arabic-arabic-700-normal.woff2',
};

/** The same family's Latin faces, for the Latin inside Arabic pages (fetched only when used). */
export const ARABIC_LATIN_FILES = {
  400: 'ibm-plex-sans-arabic-latin-400-normal.woff2',
  700: 'ibm-plex-sans-arabic-latin-700-normal.woff2',
};

/**
 * Preloaded on every Arabic page: the body text's weight only. The bold face (headings) is asked
 * for as soon as the stylesheet applies; until then the metric-matched fallback in globals.css
 * holds its place, so preloading it too would only compete with the page's own requests.
 */
export const ARABIC_PRELOAD = [400];

/**
 * What the Arabic files keep: the Arabic block (letters, tashkeel, Arabic punctuation and digits)
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

/** What the Latin files keep: ASCII, Latin-1 (« » ©), general punctuation, €, ™ and minus. */
export const LATIN_SUBSET = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/**
 * The hash of each file's bytes as scripts/copy-fonts.mjs writes them (lib/i18n/font-name.mjs): its
 * name carries it, so it can be cached as immutable. copy-fonts fails the build, printing the new
 * ones, when the bytes change (a new @fontsource version or subset) and these are not updated.
 */
export const FONT_HASHES = {
  'inter-latin-wght-normal.woff2': '3100e775',
  'ibm-plex-sans-arabic-arabic-400-normal.woff2': 'ce16b752',
  'ibm-plex-sans-arabic-arabic-700-normal.woff2': 'bec1b299',
  'ibm-plex-sans-arabic-latin-400-normal.woff2': '70783c7c',
  'ibm-plex-sans-arabic-latin-700-normal.woff2': '5539f558',
};

/** `inter.woff2` with hash `1a2b3c4d` → `inter.1a2b3c4d.woff2`. */
export const versionedFont = (file, hash) => file.replace(/\.woff2$/, `.${hash}.woff2`);

/** Where a font file is served (public/fonts/, under its hashed name). */
export const fontUrl = (file) => `/fonts/${versionedFont(file, FONT_HASHES[file])}`;
