import GithubSlugger from 'github-slugger';
import type { Heading, PhrasingContent, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Locale } from '../i18n/format';

/**
 * Headings may carry an explicit id: `## Agreement Acceptance [#agreement]`.
 * `[#id]` without a link definition is plain text in Markdown and MDX, so editors
 * can write it anywhere; the remark plugin below strips it and uses it as the id.
 */
const EXPLICIT_ID = /\s*\[#([A-Za-z][\w-]*)\]\s*$/;

export type TocEntry = { depth: 2 | 3; text: string; id: string };

function lastText(node: Heading): Text | undefined {
  const last = node.children[node.children.length - 1] as PhrasingContent | undefined;
  return last && last.type === 'text' ? last : undefined;
}

/** Reads and removes an explicit `[#id]` from a heading, returning the id if present. */
export function takeExplicitId(node: Heading): string | undefined {
  const text = lastText(node);
  const match = text?.value.match(EXPLICIT_ID);
  if (!text || !match) return undefined;
  text.value = text.value.slice(0, match.index);
  return match[1];
}

/** Remark plugin: applies explicit heading ids so rehype-slug leaves those headings alone. */
export function remarkHeadingId() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const id = takeExplicitId(node);
      if (id) {
        node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      }
    });
  };
}

/** The Markdown + MDX + GFM parser every MDX-reading helper shares (headings, word count, plain text). */
export const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/**
 * The table of contents of an MDX body: its `##` and `###` headings with the ids that
 * rehype-slug gives the rendered headings (same slugger, same order, same text, and
 * headings with an explicit id skipped by the slugger just as rehype-slug skips them).
 */
export function extractToc(mdx: string): TocEntry[] {
  const tree = mdxParser.parse(mdx) as Root;
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const explicit = takeExplicitId(node);
    const text = toString(node, { includeImageAlt: false }).trim();
    const id = explicit ?? slugger.slug(text);
    if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, text, id });
  });
  return toc;
}

/**
 * Silent reading speed in words per minute. English: the site's long-standing 200. Arabic words
 * carry clitics (and, the, prepositions) that English writes as separate words, and readers read
 * fewer of them a minute: the IReST study (Trauzettel-Klosinski et al., 2012, Investigative
 * Ophthalmology & Visual Science 53(9)) measured 138 words a minute for Arabic against 228 for
 * English, so Arabic reads at 200 × 138 / 228 ≈ 121 here, keeping the two languages' estimates
 * consistent with each other.
 */
export const WORDS_PER_MINUTE: Record<Locale, number> = { en: 200, ar: 121 };

/** Words a reader reads in an MDX body: prose, headings, lists, tables; not code, JSX tags or URLs. */
export function countWords(mdx: string): number {
  const tree = mdxParser.parse(mdx) as Root;
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += (node as Text).value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
  });
  return words;
}

export function readingMinutes(mdx: string, locale: Locale): number {
  return Math.max(1, Math.ceil(countWords(mdx) / WORDS_PER_MINUTE[locale]));
}
