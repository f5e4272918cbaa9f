/**
 * The documents lib/content hands out. In a production build: the ones the content check wrote
 * (.contentlayer/checked/, already parsed by the schemas: frontmatter is checked once per build).
 * In `next dev` and the unit tests, which have no such step: contentlayer2's generated documents
 * turned into typed documents here, the frontmatter through the collection's zod schema, the body
 * and computed fields through its `generated` schema, once per collection.
 */
import type { z } from 'zod';
// What `npm run content` checked and wrote (lib/content/validate.ts: CHECKED_FILE).
import documents from '../../.contentlayer/checked/documents.mjs';
import { collections, issuePath, type CollectionName, type Doc } from './collections';
import { schemaKeys } from './contentlayer-fields';
import path from 'node:path';
import type { Locale } from '../format';
import { staleTranslations } from './translations';

type Generated = { _raw: { sourceFilePath: string } } & Record<string, unknown>;

function parse<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${file}: ${issuePath(i.path)}: ${i.message}`);
  throw new Error(
    `Content does not match its schema (run \`npm run content\`):\n${lines.join('\n')}`,
  );
}

export function loadCollection<N extends CollectionName>(
  name: N,
  docs: readonly Generated[],
): Doc<N>[] {
  const { schema, generated } = collections[name];
  const keys = new Set(schemaKeys(schema));
  return docs.map((doc) => {
    const file = `content/${doc._raw.sourceFilePath}`;
    const frontmatter = Object.fromEntries(
      Object.entries(doc).filter(([key, value]) => keys.has(key) && value !== undefined),
    );
    // One cast, here: TypeScript cannot follow a generic index into `collections`.
    return { ...parse(generated, doc, file), ...parse(schema, frontmatter, file) } as Doc<N>;
  });
}

type Checked = Record<Locale, Record<CollectionName, unknown[]>> & {
  stale: { locale: Locale; path: string }[];
};

/** The build's checked documents (production), or null: parse at load (dev, tests). */
const checked = process.env.NODE_ENV === 'production' ? (documents as unknown as Checked) : null;

/** Whether `path` (`guides/x.mdx`, or a folder `faq/` for any document in it) is among `stale`. */
export function isStaleIn(stale: ReadonlySet<string>, path: string): boolean {
  return path.endsWith('/') ? [...stale].some((p) => p.startsWith(path)) : stale.has(path);
}

/**
 * Translations made from an earlier revision of their English file (paths under content/<locale>/),
 * as the content check found them; in dev and tests, found now.
 */
export function staleTranslationPaths(locale: Locale): Set<string> {
  const list = checked ? checked.stale : devStale();
  return new Set(list.filter((s) => s.locale === locale).map((s) => s.path));
}

let devStaleList: { locale: Locale; path: string }[] | undefined;
function devStale() {
  devStaleList ??= staleTranslations(path.join(process.cwd(), 'content')).map((i) => {
    const [, locale, ...rest] = i.file.split('/');
    return { locale: locale as Locale, path: rest.join('/') };
  });
  return devStaleList;
}

/** Whether page blocks come already parsed by their page's schema. */
export const blocksChecked = checked !== null;

/** A collection's documents: as the content check wrote them, or parsed now from contentlayer2's. */
export function collection<N extends CollectionName>(
  name: N,
  docs: readonly Generated[],
  locale: Locale,
): Doc<N>[] {
  // The content check wrote exactly these, parsed by the collection's schemas.
  return checked ? (checked[locale][name] as Doc<N>[]) : loadCollection(name, docs);
}
