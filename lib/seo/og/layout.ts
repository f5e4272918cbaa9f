/**
 * The share image's geometry, shared by lib/seo/og (which draws it) and the screenshot test (which
 * renders the same title with Chromium at the same place and size to compare). No imports.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_PADDING = { block: 72, inline: 88 };
/** The title's box: the image's width less the padding on both sides. */
export const OG_TITLE_WIDTH = OG_WIDTH - 2 * OG_PADDING.inline;
export const OG_TITLE_WEIGHT = 700;
export const OG_TITLE_LINE_HEIGHT = 1.15;
export const OG_KICKER_SIZE = 28;

/** A long title is set smaller. */
export function ogTitleFontSize(title: string): number {
  return title.length > 60 ? 56 : 68;
}
