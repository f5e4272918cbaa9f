/**
 * The letter's values, isolated (issue 51). Composing a letter, every value put into a sentence
 * (what the visitor typed, an amount, a date, a source's title, publisher or address) is wrapped
 * in U+2068 FIRST STRONG ISOLATE … U+2069: its own direction, whatever the sentence's. The page
 * renders each such value as a `<bdi>` (components/complain/letter-view.tsx); the plain text
 * (copy, download, mail) keeps the marks in Arabic, with the Latin runs and numbers of the Arabic
 * sentences isolated left to right too (the content's bidi step, lib/i18n/bidi) and a
 * right-to-left mark at the start of each line, so that "050 123 4567", "+971 58 123 4567" and
 * "e&" read in order in any text viewer.
 */
import { LRI, PDI, splitLatin } from '../i18n/bidi/latin-runs';
import { fillSlots, formatNumber, type Locale } from '../i18n/format';

export const FSI = '\u2068';
export const RLM = '\u200f';

/**
 * A value, isolated: its direction comes from its own first strong letter. Each line apart, as a
 * line break ends every isolate of plain text.
 */
export const mark = (value: string) =>
  value
    .split('\n')
    .map((line) => (line === '' ? line : `${FSI}${line}${PDI}`))
    .join('\n');

export type Piece = { text: string; value: boolean };

/** A composed text cut at its marks: plain sentence text and isolated values, in order. */
export function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  const re = /\u2068([^\u2068\u2069]*)\u2069/g;
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), value: false });
    out.push({ text: m[1], value: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), value: false });
  return out.filter((p) => p.text !== '');
}

/**
 * A number as written in a sentence: digits with their separators ("1,260.00", "24", "5%"), and
 * groups of digits a single space apart as one ("050 123 4567", "+971 58 123 4567").
 */
const NUMBER = /\+?\d[\d,.]*(?: \d[\d,.]*)*%?/g;

/**
 * The runs of an Arabic sentence that read left to right: its Latin runs (lib/i18n/bidi) and its
 * numbers, each in order. A text without Arabic is one piece.
 */
export function ltrRuns(text: string): { text: string; ltr: boolean }[] {
  const out: { text: string; ltr: boolean }[] = [];
  for (const p of splitLatin(text)) {
    if (p.latin) {
      out.push({ text: p.text, ltr: true });
      continue;
    }
    let at = 0;
    for (const m of p.text.matchAll(NUMBER)) {
      // Trailing separators belong to the sentence ("2026." ends a sentence).
      const n = m[0].replace(/[,.]+$/, '');
      if (m.index > at) out.push({ text: p.text.slice(at, m.index), ltr: false });
      out.push({ text: n, ltr: true });
      at = m.index + n.length;
    }
    if (at < p.text.length) out.push({ text: p.text.slice(at), ltr: false });
  }
  return out.filter((p) => p.text !== '');
}

const hasArabic = (t: string) => /\p{Script=Arabic}/u.test(t);
const isolateRuns = (t: string) =>
  ltrRuns(t)
    .map((r) => (r.ltr ? `${LRI}${r.text}${PDI}` : r.text))
    .join('');

/**
 * The plain text of a composed letter. Arabic: each value isolated (its Latin runs and numbers
 * isolated inside it too when it holds Arabic), the sentences' Latin runs and numbers isolated,
 * a right-to-left mark at each line's start. English: the marks kept only around values that hold
 * Arabic (a name typed in Arabic), the rest plain.
 */
export function plainText(text: string, locale: Locale): string {
  if (locale === 'en')
    return pieces(text)
      .map((p) => (p.value && hasArabic(p.text) ? mark(p.text) : p.text))
      .join('');
  const body = pieces(text)
    .map((p) =>
      p.value
        ? hasArabic(p.text)
          ? mark(isolateRuns(p.text))
          : `${LRI}${p.text}${PDI}`
        : isolateRuns(p.text),
    )
    .join('');
  return body
    .split('\n')
    .map((line) => (line === '' ? line : `${RLM}${line}`))
    .join('\n');
}

/** An amount in a letter's prose: "AED 1,260.00", "1,260.00 درهم" (the glossary's way). */
export function letterMoney(fils: number, template: string, locale: Locale): string {
  const amount = formatNumber(fils / 100, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return fillSlots(template, { amount: mark(amount) });
}
