/**
 * Three guides' facets (one per category and level) that the guide search and the library tests
 * both use; each adds what it needs (the full text, a cover).
 */
import type { GuideFacets } from '@/lib/search/query';

export const guideFacets = [
  {
    slug: 'roaming',
    title: 'Roaming Without Bill Shock',
    brief: 'Stay connected abroad.',
    category: 'money',
    level: 'Beginner',
    readingMinutes: 8,
  },
  {
    slug: 'fiveg',
    title: 'Understanding 5G',
    brief: 'What 5G means for you.',
    category: 'technical',
    level: 'Intermediate',
    readingMinutes: 6,
  },
  {
    slug: 'business',
    title: 'Business Lines',
    brief: 'Trade licences and SLAs.',
    category: 'advanced',
    level: 'Advanced',
    readingMinutes: 12,
  },
] as const satisfies readonly GuideFacets[];
