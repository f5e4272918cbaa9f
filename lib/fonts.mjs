// The Arabic font (IBM Plex Sans Arabic from @fontsource, Arabic subset), by weight: copied to
// public/fonts/ by scripts/copy-fonts.mjs, declared in app/globals.css, preloaded on Arabic pages.
export const ARABIC_FONT_FILES = {
  400: 'ibm-plex-sans-arabic-arabic-400-normal.woff2',
  600: 'ibm-plex-sans-arabic-arabic-600-normal.woff2',
  700: 'ibm-plex-sans-arabic-arabic-700-normal.woff2',
};

/** The weights every Arabic page uses above the fold (body text and headings). */
export const ARABIC_PRELOAD = [400, 700];
