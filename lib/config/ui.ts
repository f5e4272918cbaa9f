/**
 * The client-safe half of the site config: what interactive components need (brand
 * name, interaction timings, storage keys, guide lengths). Nothing secret, nothing
 * heavy and no `process.env` read: this module ships in client bundles.
 * Everything else (contact details, keywords, URLs) is in lib/config/site.ts, server only.
 */
export const uiConfig = {
  name: 'ClearSignal',
  /** Interaction constants of spec section 9. */
  ui: {
    headerScrollThreshold: 50,
    /** Where the header's full navigation replaces the menu button: Tailwind's `lg` (globals.css). */
    desktopNavMinWidth: '64rem',
    cookieBannerDelayMs: 1000,
    relatedGuideOpenDelayMs: 100,
    legalScrollOffset: 200,
    /** A guide's TOC highlights the last heading above this line (px from the top, under the header). */
    guideTocActiveLine: 120,
    contactMessageMinLength: 50,
    /** Legal pages: sections fade in over 0.8 s; related cards 0.6 s, 0.2 s apart. */
    legalSectionFadeMs: 800,
    relatedCardFadeMs: 600,
    relatedCardStaggerMs: 200,
  },
  /** Where the visitor's cookie choice is kept (localStorage), spec section 3. */
  consentStorage: {
    key: 'cookie-consent',
    dateKey: 'cookie-consent-date',
  },
  /** Filter Guides length buckets, in reading minutes (spec 5: Short 5-7, Medium 8-10, Long 11+). */
  guideLengths: {
    short: { min: 5, max: 7 },
    medium: { min: 8, max: 10 },
    long: { min: 11, max: null },
  },
  /** The guides' expanded views in the library, built at build time and fetched when a visitor reaches for a guide. */
  guidePanelsPath: '/guides/panels.json',
} as const;
