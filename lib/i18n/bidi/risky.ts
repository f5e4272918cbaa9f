/**
 * The Latin runs that an Arabic paragraph would display wrongly: those with a character the
 * Unicode bidi algorithm (bidi-js, as lib/seo/og uses it) resolves right to left, as it does the "&" of
 * "e&" and the "://" of "https://". A run of letters and digits ("ClearSignal", "5G") is not one.
 * The content check (lib/i18n/bidi/check.ts) fails on such runs where nothing isolates them; a plain
 * text that cannot hold a <bdi> (the document's <title>) isolates just these.
 */
import bidiFactory from 'bidi-js';
import { hasArabic, latinRuns, LRI, PDI, type Run } from './latin-runs';

const bidi = bidiFactory();

/** The Latin runs of a text that an Arabic paragraph would display wrongly without isolation. */
export function riskyRuns(text: string): Run[] {
  if (!hasArabic(text)) return [];
  const runs = latinRuns(text);
  if (!runs.length) return [];
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  return runs.filter((r) => levels.slice(r.start, r.end).some((l: number) => l % 2 === 1));
}

/**
 * A plain text with only its wrongly displayed runs isolated (U+2066…U+2069), for where no
 * element can go: a text that reads right already comes back unchanged.
 */
export function isolateRiskyText(text: string): string {
  let out = text;
  for (const r of riskyRuns(text).reverse())
    out = `${out.slice(0, r.start)}${LRI}${out.slice(r.start, r.end)}${PDI}${out.slice(r.end)}`;
  return out;
}
