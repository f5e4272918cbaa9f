/**
 * Arabic typography the content check holds every Arabic file to (run by
 * lib/content/translations.ts beside the glossary):
 * - quotations in «…», never "…" (a field's own YAML or JSON quotes are not its text);
 * - one parenthesis at a time: «إي آند (e&)، المعروفة سابقًا باسم اتصالات»,
 *   not «إي آند (e&) (اتصالات سابقًا)»;
 * - a prefix joined by tatweel stays on its word: «لـClearSignal», not «لـ ClearSignal».
 */
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { mdxParser } from '../mdx/headings';

const ARABIC = /\p{Script=Arabic}/u;

/** What is wrong with one Arabic text: messages without a location. */
export function typographyIssues(text: string): string[] {
  if (!ARABIC.test(text)) return [];
  const out: string[] = [];
  const quoted = text.match(/"[^"]*"?/);
  if (quoted) out.push(`quotes with "…" (${quoted[0].slice(0, 30)}): Arabic text quotes with «…»`);
  const doubled = text.match(/\([^()]*\)\s*\([^()]{0,20}/);
  if (doubled)
    out.push(
      `puts two parentheses side by side (${doubled[0]}): fold the second into the sentence`,
    );
  const tatweel = text.match(/[بلك]ـ\s+[\p{L}\p{N}{]+/u);
  if (tatweel)
    out.push(
      `separates a prefix from its word (${tatweel[0]}): write it joined, as «لـClearSignal»`,
    );
  return out;
}

/** Typography problems of an Arabic file's frontmatter or JSON: "field: message" lines. */
export function fieldTypographyProblems(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return typographyIssues(value).map((m) => `${at}: ${m}`);
  if (Array.isArray(value))
    return value.flatMap((v, i) => fieldTypographyProblems(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      fieldTypographyProblems(v, at ? `${at}.${k}` : k),
    );
  return [];
}

/** Typography problems of an Arabic MDX body (its text, not its code or component attributes). */
export function bodyTypographyProblems(body: string): string[] {
  const out: string[] = [];
  visit(mdxParser.parse(body) as Root, 'text', (node: Text) => {
    out.push(...typographyIssues(node.value).map((m) => `body: ${m}`));
  });
  return [...new Set(out)];
}
