import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { extractToc, readingMinutes, remarkHeadingId } from './lib/headings';
import { collections } from './lib/content/collections';
import { GUIDE_CATEGORIES, GUIDE_LEVELS, ICONS, PLAN_KINDS } from './lib/content/constants';
import { absoluteUrl, siteConfig } from './lib/site';

/*
 * The content model. Field types here give TypeScript its types; the zod schemas in
 * lib/content/schemas/ are the strict contract that fails the build on a bad file
 * (contentlayer2 only warns). Names and file globs come from lib/content/collections.ts.
 */

const fileSlug = (flattenedPath: string) => flattenedPath.split('/').pop() as string;

const Image = defineNestedType(() => ({
  name: 'Image',
  fields: {
    src: { type: 'string', required: true },
    alt: { type: 'string', required: true },
    width: { type: 'number', required: true },
    height: { type: 'number', required: true },
  },
}));

const Link = defineNestedType(() => ({
  name: 'Link',
  fields: {
    label: { type: 'string', required: true },
    href: { type: 'string', required: true },
  },
}));

const Source = defineNestedType(() => ({
  name: 'Source',
  fields: {
    title: { type: 'string', required: true },
    url: { type: 'string', required: true },
    publisher: { type: 'string', required: true },
    accessed: { type: 'date', required: true },
  },
}));

const RelatedCard = defineNestedType(() => ({
  name: 'RelatedCard',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    href: { type: 'string', required: true },
  },
}));

export const Guide = defineDocumentType(() => ({
  name: collections.guides.type,
  filePathPattern: collections.guides.pattern,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    category: { type: 'enum', options: [...GUIDE_CATEGORIES], required: true },
    level: { type: 'enum', options: [...GUIDE_LEVELS], required: true },
    brief: { type: 'string', required: true },
    publishedAt: { type: 'date', required: true },
    updatedAt: { type: 'date' },
    featured: { type: 'boolean', default: false },
    featuredOrder: { type: 'number' },
    keyPoints: { type: 'list', of: { type: 'string' }, required: true },
    images: { type: 'list', of: Image, required: true },
    related: { type: 'list', of: { type: 'string' }, default: [] },
    sources: { type: 'list', of: Source, required: true },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
    url: { type: 'string', resolve: (doc) => `/guides/${fileSlug(doc._raw.flattenedPath)}` },
    toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
    readingMinutes: { type: 'number', resolve: (doc) => readingMinutes(doc.body.raw) },
    readingTime: { type: 'string', resolve: (doc) => `${readingMinutes(doc.body.raw)} min read` },
    structuredData: {
      type: 'json',
      resolve: (doc) => ({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: doc.title,
        description: doc.brief,
        datePublished: doc.publishedAt,
        dateModified: doc.updatedAt ?? doc.publishedAt,
        // contentlayer2 hands computed fields an array-like, not an Array.
        image: Array.from(doc.images as unknown as Iterable<{ src: string }>, (img) =>
          absoluteUrl(img.src),
        ),
        url: absoluteUrl(`/guides/${fileSlug(doc._raw.flattenedPath)}`),
        mainEntityOfPage: absoluteUrl(`/guides/${fileSlug(doc._raw.flattenedPath)}`),
        inLanguage: 'en',
        timeRequired: `PT${readingMinutes(doc.body.raw)}M`,
        author: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
        publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
      }),
    },
  },
}));

export const Legal = defineDocumentType(() => ({
  name: collections.legal.type,
  filePathPattern: collections.legal.pattern,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    lastUpdated: { type: 'date', required: true },
    keywords: { type: 'list', of: { type: 'string' }, default: [] },
    relatedTitle: { type: 'string', required: true },
    related: { type: 'list', of: RelatedCard, required: true },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
    url: { type: 'string', resolve: (doc) => `/${fileSlug(doc._raw.flattenedPath)}` },
    toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
  },
}));

export const Faq = defineDocumentType(() => ({
  name: collections.faq.type,
  filePathPattern: collections.faq.pattern,
  contentType: 'mdx',
  fields: {
    question: { type: 'string', required: true },
    order: { type: 'number', required: true },
    reviewedAt: { type: 'date', required: true },
    sources: { type: 'list', of: Source, default: [] },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
  },
}));

export const PlanCard = defineDocumentType(() => ({
  name: collections.plans.type,
  filePathPattern: collections.plans.pattern,
  contentType: 'mdx',
  fields: {
    kind: { type: 'enum', options: [...PLAN_KINDS], required: true },
    title: { type: 'string', required: true },
    order: { type: 'number', required: true },
    icon: { type: 'enum', options: [...ICONS] },
    summary: { type: 'string' },
    anchor: { type: 'string' },
    tab: { type: 'string' },
    factor: { type: 'string' },
    images: { type: 'list', of: Image, default: [] },
    image: { type: 'nested', of: Image },
    checklist: { type: 'list', of: { type: 'string' }, default: [] },
    pros: { type: 'list', of: { type: 'string' }, default: [] },
    cons: { type: 'list', of: { type: 'string' }, default: [] },
    features: { type: 'list', of: { type: 'string' }, default: [] },
    details: { type: 'list', of: { type: 'string' }, default: [] },
    visualization: { type: 'string' },
    guideLink: { type: 'nested', of: Link },
    reviewedAt: { type: 'date', required: true },
    sources: { type: 'list', of: Source, default: [] },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
  },
}));

export const Correction = defineDocumentType(() => ({
  name: collections.corrections.type,
  filePathPattern: collections.corrections.pattern,
  contentType: 'mdx',
  fields: {
    date: { type: 'date', required: true },
    page: { type: 'string', required: true },
    title: { type: 'string', required: true },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
  },
}));

export const Page = defineDocumentType(() => ({
  name: collections.pages.type,
  filePathPattern: collections.pages.pattern,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    keywords: { type: 'list', of: { type: 'string' }, default: [] },
    blocks: { type: 'json', required: true },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
  },
}));

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['README.md'],
  documentTypes: [Guide, Legal, Faq, PlanCard, Correction, Page],
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkGfm, remarkHeadingId],
    rehypePlugins: [rehypeSlug],
  },
});
