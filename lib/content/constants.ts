/** Enum values of the content model, free of zod so client components can import them cheaply. */

export const GUIDE_CATEGORIES = ['beginners', 'technical', 'comparisons', 'money', 'advanced'] as const;
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
