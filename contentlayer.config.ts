import { defineDocumentType, makeSource, type ComputedFields } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { extractToc, readingMinutes, remarkHeadingId } from './lib/headings';
import { collections, type CollectionName } from './lib/content/collections';
import { frontmatterFields } from './lib/content/contentlayer-fields';
import { guidePath } from './lib/routes';

/*
 * contentlayer2 finds the files, compiles the MDX bodies and computes the fields below.
 * The content model itself is zod's (lib/content/schemas/, registered in
 * lib/content/collections.ts): each frontmatter key is declared here as raw JSON by
 * frontmatterFields(), and lib/content parses it with the collection's schema.
 * The computed fields must match the collection's `generated` schema.
 */

const fileSlug = (flattenedPath: string) => flattenedPath.split('/').pop() ?? flattenedPath;

const slug: ComputedFields = {
  slug: { type: 'string', resolve: (doc) => fileSlug(doc._raw.flattenedPath) },
};

function documentType(name: CollectionName, computedFields: ComputedFields = slug) {
  const c = collections[name];
  return defineDocumentType(() => ({
    name: c.type,
    filePathPattern: c.pattern,
    contentType: 'mdx',
    fields: frontmatterFields(c.schema),
    computedFields,
  }));
}

export const Guide = documentType('guides', {
  ...slug,
  url: { type: 'string', resolve: (doc) => guidePath(fileSlug(doc._raw.flattenedPath)) },
  toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
  readingMinutes: { type: 'number', resolve: (doc) => readingMinutes(doc.body.raw) },
  readingTime: { type: 'string', resolve: (doc) => `${readingMinutes(doc.body.raw)} min read` },
});

export const Legal = documentType('legal', {
  ...slug,
  url: { type: 'string', resolve: (doc) => `/${fileSlug(doc._raw.flattenedPath)}` },
  toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
});

export default makeSource({
  contentDirPath: 'content',
  // content/forms/messages.json is read by lib/validation/messages.ts, not a document.
  contentDirExclude: ['README.md', 'forms'],
  documentTypes: [
    Guide,
    Legal,
    documentType('faq'),
    documentType('plans'),
    documentType('catalogue'),
    documentType('corrections'),
    documentType('newsletter'),
    documentType('pages'),
  ],
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkGfm, remarkHeadingId],
    rehypePlugins: [rehypeSlug],
  },
});
