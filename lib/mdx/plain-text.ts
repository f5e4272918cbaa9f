/**
 * The plain text of an MDX body, for search and for JSON-LD answers: what a reader
 * reads, block by block. Code, imports/exports, expressions, JSX tags, link targets,
 * emphasis marks and explicit heading ids (`## Title [#id]`) are not text.
 * Server-side only: it parses with remark.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { mdxParser, takeExplicitId } from './headings';

/** Nodes that hold a run of inline text: each becomes one space-separated piece. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
/** Nodes with no reader-visible text. */
const NOT_TEXT = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'yaml']);

export function mdxToPlainText(mdx: string): string {
  const tree = mdxParser.parse(mdx) as Root;
  const pieces: string[] = [];
  visit(tree, (node) => {
    if (NOT_TEXT.has(node.type)) return SKIP;
    if (!TEXT_BLOCKS.has(node.type)) return undefined;
    if (node.type === 'heading') takeExplicitId(node as Heading);
    visit(node, 'mdxTextExpression', (expr, i, parent) => {
      if (parent && typeof i === 'number') parent.children.splice(i, 1);
      return [SKIP, i];
    });
    pieces.push(toString(node));
    return SKIP;
  });
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}
