import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { textDirection } from '../direction';
import { splitContentPath } from '../../content/locales';
import { splitLatin } from './latin-runs';

/** Elements whose text is not prose, or is isolated already: left as they are. */
const SKIP = new Set(['code', 'pre', 'kbd', 'samp', 'bdi', 'bdo', 'script', 'style']);

type Parent = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children: unknown[];
};

const isParent = (node: unknown): node is Parent =>
  !!node && typeof node === 'object' && Array.isArray((node as Parent).children);

/** A text node's Latin runs, each in its own `<bdi>` (the node itself when it has none). */
function isolated(node: Text): ElementContent[] {
  const pieces = splitLatin(node.value);
  if (!pieces.some((p) => p.latin)) return [node];
  return pieces.map((p): ElementContent =>
    p.latin
      ? ({
          type: 'element',
          tagName: 'bdi',
          properties: {},
          children: [{ type: 'text', value: p.text }],
        } satisfies Element)
      : { type: 'text', value: p.text },
  );
}

/** Isolates the Latin runs of every text below `parent` (MDX components' children included). */
export function isolateLatinRuns(parent: Parent) {
  if (parent.tagName && (SKIP.has(parent.tagName) || parent.properties?.dir)) return;
  parent.children = parent.children.flatMap((child) => {
    if ((child as Text).type === 'text') return isolated(child as Text);
    if (isParent(child)) isolateLatinRuns(child);
    return [child];
  });
}

/** The content file a document was compiled from (contentlayer2 puts it on the vfile). */
function sourceFile(file: VFile): string | undefined {
  const raw = file.data?.rawDocumentData as { sourceFilePath?: string } | undefined;
  return raw?.sourceFilePath;
}

/**
 * Rehype plugin of the MDX pipeline (contentlayer.config.ts): on a right-to-left document
 * (content/ar/...), each Latin run of the body ("e&", "https://...", "5G", "eLife Ultra
 * Starter") goes into a `<bdi>`, so it reads left to right as written wherever it sits in an
 * Arabic sentence. English documents are left alone.
 */
export function rehypeIsolateLatin() {
  return (tree: Root, file: VFile) => {
    const source = sourceFile(file);
    if (!source || textDirection(splitContentPath(source).locale) !== 'rtl') return;
    isolateLatinRuns(tree as Parent);
  };
}
