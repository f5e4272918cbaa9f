import type { GuidesBlocks } from '@/lib/content/schemas';
import type { GUIDE_CATEGORIES } from '@/lib/content/constants';
import type { GuideFacets } from '@/lib/search/query';

type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** What the library renders of each guide: what it filters on and what a card shows. */
export type GuideSummary = Omit<GuideFacets, 'category'> & {
  category: GuideCategory;
  readingTime: string;
  featured: boolean;
  cover: { src: string; width: number; height: number };
};

export type LibraryCopy = Pick<
  GuidesBlocks,
  'tabs' | 'filters' | 'featured' | 'list' | 'empty' | 'insights'
> & { search: Omit<GuidesBlocks['search'], 'page'> };
