// Copies the Arabic font files from their npm package into public/fonts/ (git-ignored), where
// app/globals.css declares them and Arabic pages preload them: self-hosted, nothing downloaded
// at build or run time, and English pages never reference them.
import fs from 'node:fs';
import path from 'node:path';
import { ARABIC_FONT_FILES } from '../lib/fonts.mjs';

const from = path.join('node_modules', '@fontsource', 'ibm-plex-sans-arabic', 'files');
const to = path.join('public', 'fonts');
fs.mkdirSync(to, { recursive: true });
for (const file of Object.values(ARABIC_FONT_FILES))
  fs.copyFileSync(path.join(from, file), path.join(to, file));
console.log(`Arabic font: ${Object.keys(ARABIC_FONT_FILES).length} files copied to ${to}`);
