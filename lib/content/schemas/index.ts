/**
 * The frontmatter contract of every content type, one file per collection.
 * contentlayer2 neither checks enum values nor fails on a wrong field, so
 * the content check (contentlayer2's onSuccess, lib/content/build.ts) checks every document
 * against these schemas (through the registry in lib/content/collections.ts) and fails the
 * build naming file and field.
 */
export * from './shared';
export * from './guide';
export * from './legal';
export * from './faq';
export * from './plan-card';
export * from './catalogue';
export * from './correction';
export * from './newsletter';
export * from './complaint';
export * from './pages';
export * from './generated';
