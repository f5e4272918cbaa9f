import { defineDocumentType, makeSource, type ComputedFields } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { extractToc, readingMinutes, remarkHeadingId } from './lib/headings';
import { rehypeIsolateLatin } from './lib/bidi/rehype-isolate-latin';
import { collections, type CollectionName } from './lib/content/collections';
import { frontmatterFields } from './lib/content/contentlayer-fields';
import { guidePath } from './lib/routes';
import { documentTypeName, localeContentPath } from './lib/content/locales';
import { LOCALES, type Locale } from './lib/format';

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

/**
 * A collection's document type in one language: English files under content/<kind>/, their
 * Arabic translations at the same path under content/ar/ (type `Ar<Type>`, e.g. `allArGuides`).
 */
function documentType(
  name: CollectionName,
  computedFields: ComputedFields = slug,
  locale: Locale = 'en',
) {
  const c = collections[name];
  return defineDocumentType(() => ({
    name: documentTypeName(c.type, locale),
    filePathPattern: localeContentPath(c.pattern, locale),
    contentType: 'mdx',
    fields: frontmatterFields(c.schema),
    computedFields,
  }));
}

const guideFields = (locale: Locale): ComputedFields => ({
  ...slug,
  url: { type: 'string', resolve: (doc) => guidePath(fileSlug(doc._raw.flattenedPath)) },
  toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
  readingMinutes: { type: 'number', resolve: (doc) => readingMinutes(doc.body.raw, locale) },
});

const legalFields: ComputedFields = {
  ...slug,
  url: { type: 'string', resolve: (doc) => `/${fileSlug(doc._raw.flattenedPath)}` },
  toc: { type: 'json', resolve: (doc) => extractToc(doc.body.raw) },
};

const PLAIN: CollectionName[] = [
  'faq',
  'plans',
  'catalogue',
  'corrections',
  'newsletter',
  'complaints',
  'pages',
];

export default makeSource({
  contentDirPath: 'content',
  // content/forms/messages.json (lib/validation/messages.ts) and content/errors/messages.json
  // (lib/i18n/error-copy.ts) are read as JSON, not documents.
  // content/ar/glossary.json and translations.json are read by lib/content/translations.ts.
  contentDirExclude: [
    'README.md',
    'forms',
    'ar/forms',
    'errors',
    'ar/errors',
    'ar/glossary.json',
    'ar/translations.json',
  ],
  documentTypes: LOCALES.flatMap((locale) => [
    documentType('guides', guideFields(locale), locale),
    documentType('legal', legalFields, locale),
    ...PLAIN.map((name) => documentType(name, slug, locale)),
  ]),
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [remarkGfm, remarkHeadingId],
    // rehypeIsolateLatin: on Arabic documents, each Latin run ("e&", a URL) in a <bdi>.
    rehypePlugins: [rehypeSlug, rehypeIsolateLatin],
  },
});
