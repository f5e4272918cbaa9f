// The metric-matched local fallbacks in app/globals.css ('Inter Fallback', 'IBM Plex Sans Arabic
// Fallback'): a system font scaled (size-adjust) so that the site's own copy sets as wide in it as
// in the web font, with the web font's ascent, descent and line gap (as next/font computes its own
// fallback), so that when the web font swaps in, lines neither rewrap nor move.
//   node scripts/font-fallbacks.mjs          prints the @font-face rules
//   node scripts/font-fallbacks.mjs --check  exits 1 when app/globals.css holds other figures
// Widths: every run of the script's letters in content/ (English pages for Latin, content/ar for
// Arabic), shaped by opentype.js, in both fonts. The system fonts are Debian's (Liberation Sans has
// Arial's and Helvetica's widths; DejaVu Sans is what Chromium on Linux draws Arabic with); run it
// where they are installed (fonts-liberation, fonts-dejavu-core). Only for when a font changes.
import fs from 'node:fs';
import path from 'node:path';
import opentype from '@shuding/opentype.js';
import subsetFont from 'subset-font';
import { ARABIC_SOURCE_DIR, ARABIC_SOURCE_FILES } from '../lib/i18n/fonts.mjs';

const SYS = '/usr/share/fonts/truetype';
const PLEX = (w) => `${ARABIC_SOURCE_DIR}/${ARABIC_SOURCE_FILES[w]}`;
const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const ARIAL = (bold) =>
  bold
    ? [
        "'Arial Bold'",
        'Arial-BoldMT',
        "'Liberation Sans Bold'",
        'LiberationSans-Bold',
        "'Arimo Bold'",
        "'Helvetica Bold'",
      ]
    : ['Arial', 'ArialMT', "'Liberation Sans'", 'LiberationSans', 'Arimo', 'Helvetica'];
const DEJAVU = (bold) =>
  bold ? ["'DejaVu Sans Bold'", 'DejaVuSans-Bold'] : ["'DejaVu Sans'", 'DejaVuSans'];
const LIBERATION = (bold) => `${SYS}/liberation/LiberationSans-${bold ? 'Bold' : 'Regular'}.ttf`;
const ARABIC_RANGE = 'U+0600-06FF, U+200C-200F';
const LATIN_RANGE = 'U+0020-007E, U+00A0-00FF, U+2000-206F, U+20AC, U+2122, U+2212';

/** The faces: [family, weight, unicode-range, web font (file, wght), local names, system file, script]. */
const FACES = [400, 700].flatMap((w) => [
  ['Inter Fallback', w, null, [INTER, w], ARIAL(w === 700), LIBERATION(w === 700), 'latin'],
  [
    'IBM Plex Sans Arabic Fallback',
    w,
    ARABIC_RANGE,
    [PLEX(w)],
    DEJAVU(w === 700),
    `${SYS}/dejavu/DejaVuSans${w === 700 ? '-Bold' : ''}.ttf`,
    'arabic',
  ],
  [
    'IBM Plex Sans Arabic Fallback',
    w,
    LATIN_RANGE,
    [PLEX(w)],
    ARIAL(w === 700),
    LIBERATION(w === 700),
    'latin',
  ],
]);

/** The site's copy, as runs of one script's letters (and the spaces between them). */
function sample(script) {
  const dir = script === 'arabic' ? 'content/ar' : 'content/pages';
  const text = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const run =
    script === 'arabic' ? /[\u0621-\u064a][\u0621-\u065f ]*/g : /[A-Za-z][A-Za-z0-9,.' ]*/g;
  return text.match(run).join(' ');
}

async function load(file, wght, text) {
  // Subset first (opentype.js reads neither woff2 nor Inter's variation tables): an instance at
  // the weight, with the glyphs the text needs and the tables that shape them.
  const sfnt = await subsetFont(fs.readFileSync(file), text, {
    targetFormat: 'truetype',
    ...(wght ? { variationAxes: { wght } } : {}),
  });
  return opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
}

/** The text's width in ems, word by word (opentype.js shapes a long string slowly), spaces included. */
function width(font, text) {
  const counts = new Map();
  for (const word of text.split(' ')) counts.set(word, (counts.get(word) ?? 0) + 1);
  let units = 0;
  for (const [word, n] of counts) if (word) units += n * font.getAdvanceWidth(word, 1000);
  const spaces = text.split(' ').length - 1;
  return (units + spaces * font.getAdvanceWidth(' ', 1000)) / 1000;
}

const pct = (x) => `${Number((x * 100).toFixed(2))}%`; // as prettier writes it

export async function fallbackCss() {
  const texts = { arabic: sample('arabic'), latin: sample('latin') };
  const rules = [];
  for (const [family, weight, range, [file, wght], locals, system, script] of FACES) {
    const text = texts[script];
    const web = await load(file, wght, text);
    const sys = await load(system, null, text);
    const em = (font) => width(font, text);
    const sizeAdjust = em(web) / em(sys);
    const { ascender, descender, lineGap } = web.tables.hhea;
    const upm = web.unitsPerEm * sizeAdjust;
    rules.push(
      [
        '@font-face {',
        `  font-family: '${family}';`,
        `  font-weight: ${weight};`,
        `  src: ${locals.map((l) => `local(${l})`).join(', ')};`,
        `  size-adjust: ${pct(sizeAdjust)};`,
        `  ascent-override: ${pct(ascender / upm)};`,
        `  descent-override: ${pct(Math.abs(descender) / upm)};`,
        `  line-gap-override: ${pct(lineGap / upm)};`,
        ...(range ? [`  unicode-range: ${range};`] : []),
        '}',
      ].join('\n'),
    );
  }
  return rules.join('\n\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const css = await fallbackCss();
  if (process.argv.includes('--check')) {
    const flat = (t) => t.replace(/\s+/g, ' ');
    const ok = flat(fs.readFileSync('app/globals.css', 'utf8')).includes(flat(css));
    console.log(
      ok ? 'app/globals.css: fallback figures up to date' : `app/globals.css should hold:\n${css}`,
    );
    process.exit(ok ? 0 : 1);
  }
  console.log(css);
}
