/** CSV for spreadsheets: quoted cells, and formula injection neutralised (= + - @ tab CR lead). */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
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
