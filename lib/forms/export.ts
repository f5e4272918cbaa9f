/**
 * CSV for spreadsheets: quoted cells, formula injection neutralised (= + - @ tab CR lead), and
 * text escaped as the list view prints it (`printable`, line breaks and tabs kept), so no cell
 * writes a raw ESC, BEL or bidi override to the terminal or file that shows it.
 */
export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined ? '' : printable(String(value), { multiline: true });
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const r of rows) lines.push(columns.map((c) => csvCell(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * What can hide or spoof text: control and format characters (ESC, which could retitle or clear
 * a terminal; bidi controls; LRM, RLM and ALM, which Arabic names may hold), line and paragraph
 * separators, every default-ignorable character (zero-width spaces and joiners, variation
 * selectors, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, tag characters) and the blank
 * Braille pattern U+2800.
 */
const HIDDEN = String.raw`[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]`;
/** An emoji with its presentation selector and skin tone: `❤️`, `👍🏽`. */
const EMOJI = String.raw`\p{Extended_Pictographic}[\uFE0E\uFE0F]?\p{Emoji_Modifier}?`;
/**
 * Sequences whose invisible characters are part of one visible emoji, kept whole: ZWJ sequences
 * (`👨‍👩‍👧`), the flags written with tag characters (Scotland, Wales), keycaps (`1️⃣`).
 */
const EMOJI_SEQUENCE = String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|${EMOJI}(?:\u200D${EMOJI})*|[#*0-9]\uFE0F?\u20E3`;
const PRINTABLE = new RegExp(`(${EMOJI_SEQUENCE})|${HIDDEN}`, 'gu');

/**
 * Text as an operator's terminal may print it: every character that can hide or spoof text
 * (HIDDEN) becomes a visible `\u{…}` escape, wherever it stands, except inside an emoji sequence;
 * newlines too unless `multiline`. Defence in depth: the forms refuse most of these already.
 */
export function printable(value: string, opts: { multiline?: boolean } = {}): string {
  return value.replace(PRINTABLE, (ch, emoji: string | undefined) => {
    if (emoji !== undefined) return emoji;
    if (opts.multiline && (ch === '\n' || ch === '\t')) return ch;
    if (ch === '\n') return '\\n';
    return `\\u{${ch.codePointAt(0)!.toString(16)}}`;
  });
}

/**
 * Rows for the JSON export: every string escaped as the list view prints it (`printable`, line
 * breaks and tabs kept, which JSON escapes itself). JSON.stringify leaves U+202E, U+2028 and the
 * like raw, and would print ESC only as an escape a later tool may turn back into the character.
 */
export function printableRows<T extends Record<string, unknown>>(rows: T[]): T[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' ? printable(v, { multiline: true }) : v,
        ]),
      ) as T,
  );
}
