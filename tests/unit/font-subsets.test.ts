/**
 * The font files are cut down to the letters the site uses (lib/i18n/fonts.mjs): Inter to the Latin
 * of the English pages, the Arabic pages' font to the site's Arabic and the figures (their Latin
 * words are set in the system's sans-serif, which has at least that Latin). Every character of
 * every text in content/ must be in its language's files, and app/globals.css must declare each
 * face with the range (and Inter with the weights) its file was cut to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_FONT_FILES,
  ARABIC_FONT_SUBSET,
  ARABIC_SUBSET,
  DIGIT_SUBSET,
  fontUrl,
  INTER_FILE,
  INTER_WEIGHTS,
  LATIN_SUBSET,
} from '@/lib/i18n/fonts.mjs';

const root = path.resolve(__dirname, '../..');

type Ranges = readonly (readonly [number, number])[];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.(mdx|json)$/.test(e.name) ? [full] : [];
  });
}

const inRanges = (ranges: Ranges, ch: string) =>
  ranges.some(([a, b]) => ch.codePointAt(0)! >= a && ch.codePointAt(0)! <= b);

/** Dingbats (the forms' ✓): IBM Plex Sans Arabic has none, so the system font draws them anyway. */
const NOT_IN_THE_FAMILY = [[0x2700, 0x27bf]] as const;

/**
 * The characters of `text` that none of `cuts` has (line breaks and tabs aside); by default what an
 * Arabic page sets: the family's Arabic and figures, and the Latin of the system's sans-serif.
 */
function uncovered(
  text: string,
  cuts: Ranges[] = [ARABIC_SUBSET, DIGIT_SUBSET, LATIN_SUBSET],
): string[] {
  const out = new Set<string>();
  for (const ch of text)
    if (
      !/[\n\r\t]/.test(ch) &&
      ![...cuts, NOT_IN_THE_FAMILY].some((ranges) => inRanges(ranges, ch))
    )
      out.add(ch);
  return [...out];
}

/** The characters of each of `files` that `cuts` lack, as `file: ch U+XXXX, …` lines. */
function missingIn(files: string[], cuts?: Ranges[]): string[] {
  return files.flatMap((file) => {
    const chars = uncovered(fs.readFileSync(file, 'utf8'), cuts);
    return chars.length
      ? [`${path.relative(root, file)}: ${chars.map((c) => `${c} ${hex(c)}`).join(', ')}`]
      : [];
  });
}

/** The @font-face block in app/globals.css that loads `file`. */
function faceOf(file: string): string | undefined {
  const css = fs.readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
  return css.split('@font-face').find((block) => block.includes(`url('${fontUrl(file)}')`));
}

/** A subset as CSS writes it in unicode-range: `U+0621-063A, U+0670`. */
const unicodeRange = (ranges: Ranges) =>
  ranges
    .map(([a, b]) => [a, b].map((n) => n.toString(16).toUpperCase().padStart(4, '0')))
    .map(([a, b]) => (a === b ? `U+${a}` : `U+${a}-${b}`))
    .join(', ');

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the Arabic pages’ font subsets', () => {
  it('have every character of every Arabic text in content/ar', () => {
    expect(missingIn(files(path.join(root, 'content', 'ar')))).toEqual([]);
  });

  it('find a letter they lack (a Persian one, a Latin accent, an emoji)', () => {
    expect(uncovered('باقة پ café 📱 ١٠٪ «e&» — ClearSignal').map(hex)).toEqual([
      'U+067E',
      'U+00E9',
      'U+1F4F1',
    ]);
  });

  it('are declared in app/globals.css with the range each file was cut to, one face a weight', () => {
    for (const file of Object.values(ARABIC_FONT_FILES)) {
      const face = faceOf(file);
      expect(face, file).toBeDefined();
      const declared = /unicode-range:\s*([^;]+);/.exec(face!)?.[1].replace(/\s+/g, ' ').trim();
      expect(declared, file).toBe(unicodeRange(ARABIC_FONT_SUBSET));
    }
    // The figures and the Arabic letters in one file each: the page preloads two, not four.
    const css = fs.readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
    expect(css.match(/font-family: 'IBM Plex Sans Arabic';/g)).toHaveLength(2);
  });
});

describe('Inter, cut for the English pages', () => {
  const english = files(path.join(root, 'content')).filter(
    (f) => !f.startsWith(path.join(root, 'content', 'ar') + path.sep),
  );

  it('has every character of every English text in content/ (the Arabic ones aside)', () => {
    // Arabic on English pages (the language switch's «العربية») is the system font's, by design:
    // English pages load no Arabic font.
    expect(english.length).toBeGreaterThan(50);
    expect(missingIn(english, [LATIN_SUBSET, ARABIC_SUBSET])).toEqual([]);
    expect(uncovered('Café — “e&” 5%', [LATIN_SUBSET]).map(hex)).toEqual(['U+00E9']);
  });

  it('is declared in app/globals.css with the range and the weights its file was cut to', () => {
    const face = faceOf(INTER_FILE);
    expect(face).toBeDefined();
    expect(/unicode-range:\s*([^;]+);/.exec(face!)?.[1].replace(/\s+/g, ' ').trim()).toBe(
      unicodeRange(LATIN_SUBSET),
    );
    expect(/font-weight:\s*([^;]+);/.exec(face!)?.[1]).toBe(INTER_WEIGHTS.join(' '));
  });
});
