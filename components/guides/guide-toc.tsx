import { bidiText } from '@/components/ui/bidi-text';
import type { TocEntry } from '@/lib/mdx/headings';
import { SectionToc } from '@/components/ui/section-toc';

/**
 * The guide's sticky table of contents (h2 and indented h3). The section in view is highlighted
 * (aria-current): the last heading whose top has passed the line just under the sticky header.
 */
export function GuideToc({ heading, entries }: { heading: string; entries: TocEntry[] }) {
  const items = entries.map((e) => ({ id: e.id, depth: e.depth, text: bidiText(e.text) }));
  return <SectionToc look="guide" heading={heading} items={items} />;
}
