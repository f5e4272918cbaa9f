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
 * Text as an operator's terminal may print it: control characters (which could retitle or clear
 * the terminal), bidi controls and other invisible format characters become visible `\u{…}`
 * escapes; newlines too unless `multiline`. Defence in depth: the forms refuse these already.
 */
export function printable(value: string, opts: { multiline?: boolean } = {}): string {
  return value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (ch) => {
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
