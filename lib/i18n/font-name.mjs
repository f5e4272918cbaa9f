// The name a font file is served under: `<name>.<hash8>.woff2`, the first 8 hex digits of the
// SHA-256 of its bytes. New bytes, new name: so /fonts/ can be cached for a year as immutable
// (server.mjs) without a browser ever keeping a stale font. scripts/copy-fonts.mjs writes the
// files under these names and fails the build when lib/i18n/fonts.mjs or app/globals.css name others.
import { createHash } from 'node:crypto';
import { versionedFont } from './fonts.mjs';

/** `inter.woff2` with these bytes → `inter.1a2b3c4d.woff2`. */
export function hashedFontName(file, bytes) {
  return versionedFont(file, createHash('sha256').update(bytes).digest('hex').slice(0, 8));
}
