// Writes the fonts into public/fonts/ (git-ignored), where app/globals.css declares them and each
// language's pages preload theirs, each cut down to what the pages use (lib/i18n/fonts.mjs): Inter
// (English pages) to the Latin they use, normal to bold, 19 KB instead of 48 KB; IBM Plex Sans
// Arabic, from its complete files, to the Arabic letters and the figures, one file a weight,
// without its hinting program (which only Windows uses, at small sizes; Inter has none either), so
// every Arabic page downloads about 12 KB a weight of the complete files' 227 to 237 KB. All keep
// only the OpenType features the pages use (LAYOUT_FEATURES).
// Self-hosted: nothing is downloaded at build or run time. English pages never reference them.
// Each is written as `<name>.<hash8>.woff2` (lib/i18n/font-name.mjs), served as immutable; the build
// stops here when lib/i18n/fonts.mjs (FONT_HASHES) or app/globals.css name other bytes than these.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { hashedFontName } from '../lib/i18n/font-name.mjs';
import {
  ARABIC_FONT_FILES,
  ARABIC_SOURCE_DIR,
  ARABIC_SOURCE_FILES,
  ARABIC_FONT_SUBSET,
  FONT_HASHES,
  fontUrl,
  INTER_FILE,
  INTER_WEIGHTS,
  LATIN_SUBSET,
  LAYOUT_FEATURES,
} from '../lib/i18n/fonts.mjs';

const to = path.join('public', 'fonts');
const textOf = (ranges) =>
  ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join('');
const hashes = {};
const write = (file, bytes) => {
  const name = hashedFontName(file, bytes);
  hashes[file] = name.slice(-14, -6);
  fs.writeFileSync(path.join(to, name), bytes);
};
fs.rmSync(to, { recursive: true, force: true }); // no file of an older build left behind
fs.mkdirSync(to, { recursive: true });
const sizes = [];
const inter = fs.readFileSync(
  path.join('node_modules', '@fontsource-variable', 'inter', 'files', INTER_FILE),
);
const [min, max] = INTER_WEIGHTS;
const interCut = await subsetFont(inter, textOf(LATIN_SUBSET), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min, max } },
  keepFeatures: LAYOUT_FEATURES,
});
write(INTER_FILE, interCut);
sizes.push(`${INTER_FILE} ${inter.length} → ${interCut.length} B`);
const arabicText = textOf(ARABIC_FONT_SUBSET);
for (const [weight, file] of Object.entries(ARABIC_FONT_FILES)) {
  const source = fs.readFileSync(path.join(ARABIC_SOURCE_DIR, ARABIC_SOURCE_FILES[weight]));
  // Without the hinting program (tests/integration/font-files.test.ts), as Inter ships.
  const subset = await subsetFont(source, arabicText, {
    targetFormat: 'woff2',
    noHinting: true,
    keepFeatures: LAYOUT_FEATURES,
  });
  write(file, subset);
  sizes.push(`${file} ${source.length} → ${subset.length} B`);
}
console.log(
  `Inter and the Arabic pages' font, cut to what the pages use, in ${to}: ${sizes.join('; ')}`,
);
const css = fs.readFileSync(path.join('app', 'globals.css'), 'utf8');
const stale = Object.keys(hashes).filter((f) => FONT_HASHES[f] !== hashes[f]);
const unnamed = Object.keys(hashes).filter((f) => !css.includes(`url('${fontUrl(f)}')`));
if (stale.length || unnamed.length) {
  console.error(
    `The font files' bytes changed: set FONT_HASHES in lib/i18n/fonts.mjs to ${JSON.stringify(hashes)}` +
      ` and their names in app/globals.css to the new ones.`,
  );
  process.exit(1);
}
