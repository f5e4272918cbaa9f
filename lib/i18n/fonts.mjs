// English pages' font: Inter (variable, Latin) from @fontsource-variable/inter, cut by
// scripts/copy-fonts.mjs to the Latin the pages use (LATIN_SUBSET, below) and to the weights they
// set (INTER_WEIGHTS), into public/fonts/; declared in app/globals.css and preloaded by English
// pages only (next/font would preload it on every page, Arabic ones included).
export const INTER_FILE = 'inter-latin-wght-normal.woff2';

/**
 * The weights Inter keeps, as a range of its variable axis: normal to bold, all the site's own
 * classes set (400, 500, 600, 700). Typography's rare 800 and 900 (a strong inside a prose heading)
 * take 700. The package's file spans 100 to 900: cut to this range and to LATIN_SUBSET, it weighs
 * 22 KB instead of 48 KB; with only the OpenType features the pages use (LAYOUT_FEATURES), 19 KB.
 */
export const INTER_WEIGHTS = [400, 700];

// The Arabic pages' font (IBM Plex Sans Arabic from @fontsource), by weight: cut down by
// scripts/copy-fonts.mjs into public/fonts/, declared in app/globals.css. Two weights: semibold
// text (600) takes the bold face, as a browser does when 600 is missing, which saves a third file.
// The family sets the Arabic script and the figures; the Latin words inside Arabic pages (names,
// URLs) take the system's sans-serif ('IBM Plex Sans Arabic Fallback' in app/globals.css), so no
// Latin letter is downloaded there, and Inter is not fetched there either.
export const ARABIC_FONT_FILES = {
  400: 'ibm-plex-sans-arabic-arabic-400-normal.woff2',
  700: 'ibm-plex-sans-arabic-arabic-700-normal.woff2',
};

/**
 * The same family's figures (and the signs written with them: % + , - . / :), cut from its Latin
 * files, which hold them (its Arabic files have only the Arabic-Indic digits): a number on an Arabic
 * page reads in the page's font.
 */
export const ARABIC_DIGIT_FILES = {
  400: 'ibm-plex-sans-arabic-latin-400-normal.woff2',
  700: 'ibm-plex-sans-arabic-latin-700-normal.woff2',
};

/**
 * The font files each language's pages preload: all they use. A face that only the stylesheet
 * names is found when the page is first laid out and then fetched at the highest priority, ahead of
 * everything else, and arrives after the first paint, so its text is set again (Lighthouse counted
 * up to 0.07 of layout shift for it on Arabic pages, and their first paint 0.5 s behind English).
 * Cut down to what the pages use (below) and without their hinting program (Inter has none
 * either) and to the features the pages use, the Arabic pages' two Arabic files weigh about 11 KB each and their two figures' files 2 KB each
 * (25 KB; 37 KB when they carried the family's whole Latin), and English's one Inter file 19 KB.
 */
export const PRELOADED_FONTS = {
  en: [INTER_FILE],
  ar: [...Object.values(ARABIC_FONT_FILES), ...Object.values(ARABIC_DIGIT_FILES)],
};

/**
 * What the Arabic files keep: the letters of Arabic itself (hamza to yeh, with tatweel), its
 * tashkeel, Arabic-Indic digits and the percent, decimal and thousands signs, the Arabic comma,
 * semicolon and question mark, superscript alef, and the joining and direction controls. Persian,
 * Urdu and the other languages' letters of the block are left out (half the bytes): the site's
 * Arabic uses none, which tests/unit/font-subsets.test.ts checks over every Arabic text in
 * content/. The shaper makes the joined forms from these base letters through the font's own
 * tables, which subsetting keeps.
 */
export const ARABIC_SUBSET = [
  [0x060c, 0x060c],
  [0x061b, 0x061c],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0652],
  [0x0660, 0x066c],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
];

/** What the figures' files keep (ARABIC_DIGIT_FILES): % + , - . / and 0 to 9 with the colon. */
export const DIGIT_SUBSET = [
  [0x0025, 0x0025],
  [0x002b, 0x002f],
  [0x0030, 0x003a],
];

/**
 * What Inter keeps for the English pages: ASCII,
 * the no-break space, © « » · and the typographic dashes, quotes, bullet, ellipsis, €, ™ and minus,
 * and the direction isolates that lib/i18n/bidi puts around Latin runs.
 * Anything else falls to the fallback font, letter by letter (tests/unit/font-subsets.test.ts names
 * any such letter in content/, in either language).
 */
export const LATIN_SUBSET = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2066, 0x2069],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/**
 * The OpenType features the files keep (their GSUB and GPOS lookups, and the glyphs only they
 * reach): what browsers apply to horizontal text by themselves (HarfBuzz's defaults: ligatures,
 * contextual alternates, kerning, mark placement, and Arabic's joining forms), and the tabular
 * figures of the `tabular-nums` class. The packages' Latin files also carry fractions (`frac`,
 * with its own small numerator and denominator figures, `numr` and `dnom`) and Inter its
 * proportional figures switch (`pnum`, its default already), which no style of the site turns on:
 * without them Inter weighs 19 KB instead of 22 and each Latin face of the Arabic family 7.5 KB
 * instead of 9.5, and nothing on a page looks different (tests/integration/font-files.test.ts).
 */
export const LAYOUT_FEATURES = [
  // every script
  'abvm',
  'blwm',
  'calt',
  'ccmp',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
  // Arabic's joining forms and marks
  'fin2',
  'fin3',
  'fina',
  'init',
  'isol',
  'med2',
  'medi',
  'mset',
  'stch',
  // the site's `tabular-nums` (prices, dates in tables)
  'tnum',
];

/**
 * The hash of each file's bytes as scripts/copy-fonts.mjs writes them (lib/i18n/font-name.mjs): its
 * name carries it, so it can be cached as immutable. copy-fonts fails the build, printing the new
 * ones, when the bytes change (a new @fontsource version or subset) and these are not updated.
 */
export const FONT_HASHES = {
  'inter-latin-wght-normal.woff2': 'ae7b80c1',
  'ibm-plex-sans-arabic-arabic-400-normal.woff2': 'd88fc8ab',
  'ibm-plex-sans-arabic-arabic-700-normal.woff2': '628e270f',
  'ibm-plex-sans-arabic-latin-400-normal.woff2': '5c5bbf3f',
  'ibm-plex-sans-arabic-latin-700-normal.woff2': 'ae85dca2',
};

/** `inter.woff2` with hash `1a2b3c4d` → `inter.1a2b3c4d.woff2`. */
export const versionedFont = (file, hash) => file.replace(/\.woff2$/, `.${hash}.woff2`);

/** Where a font file is served (public/fonts/, under its hashed name). */
export const fontUrl = (file) => `/fonts/${versionedFont(file, FONT_HASHES[file])}`;
