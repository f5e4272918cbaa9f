import type { GuidesBlocks } from '@/lib/content/schemas';
import type { GuideFacets } from '@/lib/guides-search';
import type { TocEntry } from '@/lib/headings';

/** What the Knowledge Library gets of each guide: everything but its body text. */
export type GuideSummary = GuideFacets & {
  url: string;
  readingTime: string;
  featured: boolean;
  toc: TocEntry[];
  keyPoints: string[];
  images: { src: string; alt: string; width: number; height: number }[];
  related: { slug: string; title: string }[];
};

export type LibraryCopy = Pick<
  GuidesBlocks,
  'search' | 'tabs' | 'filters' | 'featured' | 'list' | 'empty' | 'insights'
>;
