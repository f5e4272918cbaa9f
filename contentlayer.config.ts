import { defineDocumentType, makeSource, type ComputedFields } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { extractToc, readingMinutes, remarkHeadingId } from './lib/mdx/headings';
import { rehypeIsolateLatin } from './lib/i18n/bidi/rehype-isolate-latin';
import { collectionNames, collections, type CollectionName } from './lib/content/collections';
import { frontmatterFields } from './lib/content/contentlayer-fields';
import { guidePath } from './lib/navigation/routes';
import { documentTypeName, localeContentPath } from './lib/content/locales';
import { LOCALES, type Locale } from './lib/i18n/format';
import { runContentCheck } from './lib/content/build';

/*
 * contentlayer2 is the one loader: it finds the files, reads their frontmatter, compiles the
 * MDX bodies and computes the fields below. The content model itself is zod's
 * (lib/content/schemas/, registered in lib/content/collections.ts): each frontmatter key is
 * declared here as raw JSON by frontmatterFields(), and `onSuccess` runs the content check
 * (lib/content/build.ts), which parses every document with its collection's schemas, fails
 * naming file and field, and writes the checked dataset everything else reads.
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
function documentType(name: CollectionName, locale: Locale, computedFields: ComputedFields) {
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

/** Computed fields beyond the slug, by collection; every other collection has only the slug. */
const COMPUTED: Partial<Record<CollectionName, (locale: Locale) => ComputedFields>> = {
  guides: guideFields,
  legal: () => legalFields,
};

export default makeSource({
  contentDirPath: 'content',
  // content/forms/messages.json (lib/forms/validation/messages.ts) and content/errors/messages.json
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
  // One document type per collection of lib/content/collections.ts in each language.
  documentTypes: LOCALES.flatMap((locale) =>
    collectionNames.map((name) => documentType(name, locale, COMPUTED[name]?.(locale) ?? slug)),
  ),
  disableImportAliasWarning: true,
  // The content check, after every generation (lib/content/build.ts).
  onSuccess: async () => runContentCheck({ dev: process.argv.includes('dev') }),
  mdx: {
    remarkPlugins: [remarkGfm, remarkHeadingId],
    // rehypeIsolateLatin: on Arabic documents, each Latin run ("e&", a URL) in a <bdi>.
    rehypePlugins: [rehypeSlug, rehypeIsolateLatin],
  },
});
