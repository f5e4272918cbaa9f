/** Enum values of the content model, free of zod so client components can import them cheaply. */

/** Guide categories, in the order of the library's tabs. */
export const GUIDE_CATEGORIES = [
  'beginners',
  'comparisons',
  'technical',
  'money',
  'advanced',
] as const;
/** The library's tabs: all guides, each category, and 'insights' (no guide has it yet: docs/architecture.md). */
export const CATEGORY_TABS = ['all', ...GUIDE_CATEGORIES, 'insights'] as const;
/**
 * Guide topics: the specification's labels of the home page's featured cards (Mobile Plans,
 * Internet, Comparison, Technical, Entertainment, Family, Travel, Business), as stable values;
 * their words are in content/pages/home.mdx (featuredGuides.topics).
 */
export const GUIDE_TOPICS = [
  'mobile-plans',
  'internet',
  'comparison',
  'technical',
  'entertainment',
  'family',
  'travel',
  'business',
] as const;
/** The library's length filter buckets (minutes in uiConfig.guideLengths). */
export const GUIDE_LENGTHS = ['short', 'medium', 'long'] as const;
/** The legal documents: content/legal/<slug>.mdx, each served at /<slug>. */
export const LEGAL_SLUGS = ['privacy', 'terms', 'cookie-policy'] as const;
export const GUIDE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const PLAN_KINDS = ['overview', 'mobile', 'internet', 'tv', 'family', 'factor'] as const;
export const ICONS = [
  'signal',
  'phone',
  'wifi',
  'tv',
  'family',
  'shield',
  'scale',
  'clock',
  'search',
  'chart',
  'book',
  'chat',
  'globe',
  'briefcase',
  'plane',
  'wallet',
  'sparkles',
  'check',
  'bolt',
  'satellite',
  'router',
  'settings',
  'users',
  'heart',
] as const;
