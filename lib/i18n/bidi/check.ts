/**
 * The content check's part of Latin-run isolation (run by lib/content/translations.ts on every
 * Arabic file). Most runs are isolated as they are rendered: MDX bodies by
 * lib/i18n/bidi/rehype-isolate-latin.ts, the frontmatter and JSON texts the components show through
 * `bidiText` (ISOLATED_FIELDS). What is left fails the check, naming the run:
 * - a run that would display wrongly (a character of it resolved right to left, as the "&" of
 *   "e&" is in an Arabic sentence) in a field no component isolates;
 * - such a run in a body where the transform cannot reach it whole: cut by markup ("**e**&"), in
 *   an image's alt text or in an MDX component's attribute.
 */
import type { Image, Parent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { mdxParser } from '../../mdx/headings';
import { riskyRuns } from './risky';

export { riskyRuns };

/**
 * The frontmatter and JSON fields (last key of the path) that the components render through
 * `bidiText` wherever they show them. A field not listed is shown as plain text somewhere (an
 * attribute, a mail, a card no one isolates): titles among them, which are also share images,
 * breadcrumbs and accessible names.
 */
export const ISOLATED_FIELDS = new Set([
  'brief',
  'keyPoints',
  'lead',
  'summary',
  'deviceCharges',
  'deviceChargesHint',
  'invalid',
  'required',
  // The complaint letter isolates every text it shows (components/complain/letter-view.tsx).
  'addressee',
  'terms',
]);

const fieldName = (at: string) =>
  at
    .replace(/\[\d+\]$/, '')
    .split('.')
    .pop() ?? at;

/** Risky runs in fields that no component isolates: "field: message" lines. */
export function fieldBidiProblems(value: unknown, at = ''): string[] {
  if (typeof value === 'string') {
    if (ISOLATED_FIELDS.has(fieldName(at))) return [];
    // A {slot} is filled by the code: test the text as a reader sees it.
    const shown = value.replace(/\{[a-zA-Z][\w.]*\}/g, 'x');
    return riskyRuns(shown).map(
      (r) =>
        `${at}: "${shown.slice(r.start, r.end)}" would display in the wrong order in Arabic text and this field is not isolated when shown: reword it or render the field with bidiText (lib/i18n/bidi/check.ts)`,
    );
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => fieldBidiProblems(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => fieldBidiProblems(v, at ? `${at}.${k}` : k));
  return [];
}

type Attr = { type: string; name?: string; value?: unknown };

/** Risky runs of an Arabic MDX body that the transform cannot isolate whole. */
export function bodyBidiProblems(body: string): string[] {
  const tree = mdxParser.parse(body) as Root;
  const out: string[] = [];
  const flag = (where: string, text: string) => {
    for (const r of riskyRuns(text))
      out.push(
        `body: "${text.slice(r.start, r.end)}" ${where} would display in the wrong order and cannot be isolated there: reword it`,
      );
  };
  visit(tree, (node) => {
    if (node.type === 'image') flag("in an image's alt text", (node as Image).alt ?? '');
    const attributes = (node as { attributes?: Attr[] }).attributes;
    if (attributes)
      for (const a of attributes)
        if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
          flag(`in the attribute ${a.name}`, a.value);
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    // The paragraph's text as read, with where each text node starts: a risky run must sit in one.
    const pieces: { start: number; end: number }[] = [];
    let joined = '';
    visit(node as Parent, (inner) => {
      if (inner.type === 'text' || inner.type === 'inlineCode') {
        const value = (inner as Text).value;
        pieces.push({ start: joined.length, end: joined.length + value.length });
        joined += value;
      }
    });
    for (const r of riskyRuns(joined))
      if (!pieces.some((p) => p.start <= r.start && r.end <= p.end))
        out.push(
          `body: "${joined.slice(r.start, r.end)}" is cut by markup, so it cannot be isolated as one run: keep it in one piece of text`,
        );
  });
  return out;
}
