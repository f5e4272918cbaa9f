/**
 * Latin runs inside right-to-left text. In an Arabic sentence, a Latin run that starts or ends
 * with a neutral character (the "&" of "e&", the "://" of "https://") has that character
 * resolved right to left by the Unicode bidi algorithm, so "e&" shows as "&e" and "https://" as
 * "//:https". Isolating each run (`<bdi>` in HTML, U+2066…U+2069 in plain text) makes it read
 * left to right as written, and the Arabic around it keeps its own order.
 *
 * A run starts at a word (text between spaces and Arabic letters) that has a Latin letter; it goes
 * on over the next words while they hold no Arabic letter (more Latin words, a number, "&"), so
 * "eLife Ultra Starter", "Control Plan 80" and "du & e&" are one run each. Brackets and sentence
 * punctuation at its edges stay outside, with the Arabic they belong to: «(e&).» isolates «e&».
 *
 * Pure, with no DOM or React: the MDX transform (lib/i18n/bidi/rehype-isolate-latin.ts), the React
 * helper (components/ui/bidi-text.tsx) and the content check (lib/i18n/bidi/check.ts) share it.
 */

export type Run = { start: number; end: number };

/** A letter of the Latin script (ASCII and accented). */
const LATIN = /\p{Script=Latin}/u;
/** What ends a word: a space, an Arabic letter or mark, Arabic punctuation and tatweel, the Arabic quotes. */
const BREAK = /[\s\p{Script=Arabic}\u060c\u061b\u061f\u0640«»\u200c\u200d\u2066-\u2069]/u;
const OPENERS = '([{"\'“‘';
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
/** Sentence punctuation and quotes at the end of a word belong to the sentence, not the run. */
const TRAILING = '.,;:!?…"\'”’';

/** The words of a text: maximal stretches without a break, with their edge punctuation trimmed. */
function words(text: string): { start: number; end: number; trimmedEnd: boolean }[] {
  const out: { start: number; end: number; trimmedEnd: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    if (BREAK.test(text[i])) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && !BREAK.test(text[end])) end++;
    let start = i;
    i = end;
    while (start < end && OPENERS.includes(text[start])) start++;
    const rawEnd = end;
    for (;;) {
      const last = text[end - 1];
      if (end <= start) break;
      if (TRAILING.includes(last)) end--;
      else if (last in CLOSERS) {
        const slice = text.slice(start, end);
        const opens = slice.split(CLOSERS[last]).length - 1;
        const closes = slice.split(last).length - 1;
        if (closes > opens) end--;
        else break;
      } else break;
    }
    if (end > start) out.push({ start, end, trimmedEnd: end < rawEnd });
  }
  return out;
}

/** The Latin runs of a text, in order. */
export function latinRuns(text: string): Run[] {
  const ws = words(text);
  const runs: Run[] = [];
  for (let k = 0; k < ws.length; k++) {
    if (!LATIN.test(text.slice(ws[k].start, ws[k].end))) continue;
    const run = { start: ws[k].start, end: ws[k].end };
    let last = ws[k];
    // Join the next words while only plain spaces separate them and none holds Arabic.
    while (!last.trimmedEnd && k + 1 < ws.length) {
      const next = ws[k + 1];
      const gap = text.slice(last.end, next.start);
      if (!/^ +$/.test(gap)) break;
      const word = text.slice(next.start, next.end);
      // A lone symbol ("&", "-") joins only when a Latin word or a number follows it.
      const joins =
        /[\p{L}\p{Nd}]/u.test(word) ||
        (k + 2 < ws.length &&
          /^ +$/.test(text.slice(next.end, ws[k + 2].start)) &&
          LATIN.test(text.slice(ws[k + 2].start, ws[k + 2].end)));
      if (!joins) break;
      k++;
      last = next;
      if (/[\p{L}\p{Nd}]/u.test(word)) run.end = next.end;
    }
    runs.push(run);
  }
  return runs;
}

/** Whether a text has Arabic letters (the only texts isolation is for). */
export const hasArabic = (text: string) => /\p{Script=Arabic}/u.test(text);

/** A text cut into pieces: plain text and Latin runs to isolate, in order. */
export function splitLatin(text: string): { text: string; latin: boolean }[] {
  if (!hasArabic(text)) return [{ text, latin: false }];
  const out: { text: string; latin: boolean }[] = [];
  let at = 0;
  for (const r of latinRuns(text)) {
    if (r.start > at) out.push({ text: text.slice(at, r.start), latin: false });
    out.push({ text: text.slice(r.start, r.end), latin: true });
    at = r.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), latin: false });
  return out;
}

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: `<bdi>` for plain text. */
export const LRI = '\u2066';
export const PDI = '\u2069';

/**
 * A text with its Latin runs isolated by control characters, for where no element can go:
 * `<title>`, attributes, `<option>`, plain-text mail. Texts without Arabic come back unchanged.
 */
export function isolateLatinText(text: string): string {
  return splitLatin(text)
    .map((p) => (p.latin ? `${LRI}${p.text}${PDI}` : p.text))
    .join('');
}
