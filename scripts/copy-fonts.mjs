// Writes the Arabic font files into public/fonts/ (git-ignored), where app/globals.css declares
// them and Arabic pages preload them: from the npm package, cut down to the Arabic block
// (lib/fonts.mjs), so every Arabic page downloads about 30 KB a weight instead of about 44 KB.
// Self-hosted: nothing is downloaded at build or run time. English pages never reference them.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ARABIC_FONT_FILES, ARABIC_SUBSET } from '../lib/fonts.mjs';

const from = path.join('node_modules', '@fontsource', 'ibm-plex-sans-arabic', 'files');
const to = path.join('public', 'fonts');
const text = ARABIC_SUBSET.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');
fs.mkdirSync(to, { recursive: true });
const sizes = [];
for (const file of Object.values(ARABIC_FONT_FILES)) {
  const source = fs.readFileSync(path.join(from, file));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(to, file), subset);
  sizes.push(`${file} ${source.length} → ${subset.length} B`);
}
console.log(`Arabic font, cut to the Arabic block, in ${to}: ${sizes.join('; ')}`);
