/**
 * The User-Agent stored beside a message. HTTP hands a header's bytes over as Latin-1 (one
 * character per byte: Node's parser and the Fetch API's ByteString alike), so a browser's or an
 * app's UTF-8 name ("تطبيق", "Ü") arrived as mojibake with C1 control characters in it (U+0080 to
 * U+009F). It is decoded as the UTF-8 it is, then held to the character rules of a single-line
 * field (./validation/fields.ts): one that is not UTF-8, or breaks the rules, is not stored at all
 * (''), as it has no error to show anyone.
 */
import { keepsSingleLineRules, normaliseText } from './validation/fields';

/** The longest User-Agent kept (characters); the rest is cut off. */
export const USER_AGENT_MAX = 400;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The header as it is to be stored: decoded as UTF-8 and checked, or '' (see above). */
export function storedUserAgent(header: string | null | undefined): string {
  if (!header) return '';
  // Anything beyond U+00FF did not come off the wire as bytes: it is text already.
  const bytes = /^[\u0000-\u00ff]*$/.test(header) ? Buffer.from(header, 'latin1') : null;
  let text: string;
  try {
    text = bytes ? utf8.decode(bytes) : header;
  } catch {
    return '';
  }
  text = normaliseText(text);
  if (!keepsSingleLineRules(text)) return '';
  return Array.from(text).slice(0, USER_AGENT_MAX).join('');
}
