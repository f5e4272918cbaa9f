/**
 * Turns contentlayer2's generated documents into typed documents: the frontmatter
 * through the collection's zod schema, the body and computed fields through its
 * `generated` schema. Runs once per collection when lib/content is first imported.
 */
import type { z } from 'zod';
import { collections, issuePath, type CollectionName, type Doc } from './collections';
import { schemaKeys } from './contentlayer-fields';

type Generated = { _raw: { sourceFilePath: string } } & Record<string, unknown>;

function parse<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${file}: ${issuePath(i.path)}: ${i.message}`);
  throw new Error(`Content does not match its schema (run \`npm run content\`):\n${lines.join('\n')}`);
}

export function loadCollection<N extends CollectionName>(name: N, docs: readonly Generated[]): Doc<N>[] {
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
