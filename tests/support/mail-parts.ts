/** A received mail's text and HTML parts, decoded (quoted-printable or base64, UTF-8). */
export function mailParts(raw: string): { text: string; html: string } {
  const out = { text: '', html: '' };
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const type = /content-type:\s*text\/(plain|html)/i.exec(head)?.[1];
    if (!type) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8')
          : body;
    out[type === 'html' ? 'html' : 'text'] = decoded;
  }
  return out;
}
