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

// The Arabic pages' font, IBM Plex Sans Arabic, by weight: one file each, holding the Arabic script
// and the figures, cut by scripts/copy-fonts.mjs into public/fonts/ and declared in app/globals.css.
// Two weights: semibold text (600) takes the bold face, as a browser does when 600 is missing,
// which saves a third file. The Latin words inside Arabic pages (names, URLs) take the system's
// sans-serif ('IBM Plex Sans Arabic Fallback' in app/globals.css), so no Latin letter is
// downloaded there, and Inter is not fetched there either.
export const ARABIC_FONT_FILES = {
  400: 'ibm-plex-sans-arabic-400-normal.woff2',
  700: 'ibm-plex-sans-arabic-700-normal.woff2',
};

/**
 * Where they are cut from: the family's complete files (Google Fonts' v15, the release
 * @fontsource/ibm-plex-sans-arabic 5.3.0 splits by script), from @expo-google-fonts, a package of
 * font files only (no install script, no dependency). @fontsource ships the Arabic letters and the
 * figures in separate files (its Arabic ones have only the Arabic-Indic digits), so each weight
 * took two files; four preloads held back the stylesheet and Arabic pages painted their largest
 * text 0.12 to 0.29 s later than with two (docs/architecture.md, "Fonts").
 */
export const ARABIC_SOURCE_DIR = 'node_modules/@expo-google-fonts/ibm-plex-sans-arabic';
export const ARABIC_SOURCE_FILES = {
  400: '400Regular/IBMPlexSansArabic_400Regular.ttf',
  700: '700Bold/IBMPlexSansArabic_700Bold.ttf',
};

/**
 * The font files each language's pages preload: all they use. A face that only the stylesheet
 * names is found when the page is first laid out and then fetched at the highest priority, ahead of
 * everything else, and arrives after the first paint, so its text is set again (Lighthouse counted
 * up to 0.07 of layout shift for it on Arabic pages, and their first paint 0.5 s behind English).
 * Cut down to what the pages use (below), without their hinting program (Inter has none either)
 * and to the features the pages use, the Arabic pages' two files weigh about 12 KB each, and
 * English's one Inter file 19 KB.
 */
export const PRELOADED_FONTS = {
  en: [INTER_FILE],
  ar: Object.values(ARABIC_FONT_FILES),
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

/** The figures the Arabic files keep beside ARABIC_SUBSET: % and + , - . / 0 to 9 : */
export const DIGIT_SUBSET = [
  [0x0025, 0x0025],
  [0x002b, 0x003a],
];

/** All each Arabic file keeps, in the order app/globals.css declares it: the figures, then Arabic. */
export const ARABIC_FONT_SUBSET = [...DIGIT_SUBSET, ...ARABIC_SUBSET];

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
 * ones, when the bytes change (a new version of a font package, or another subset) and these are
 * not updated.
 */
export const FONT_HASHES = {
  'inter-latin-wght-normal.woff2': 'ae7b80c1',
  'ibm-plex-sans-arabic-400-normal.woff2': 'ea08ffaf',
  'ibm-plex-sans-arabic-700-normal.woff2': 'e4775171',
};

/** `inter.woff2` with hash `1a2b3c4d` → `inter.1a2b3c4d.woff2`. */
export const versionedFont = (file, hash) => file.replace(/\.woff2$/, `.${hash}.woff2`);

/** Where a font file is served (public/fonts/, under its hashed name). */
export const fontUrl = (file) => `/fonts/${versionedFont(file, FONT_HASHES[file])}`;
