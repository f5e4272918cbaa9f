/**
 * The one checked dataset: each document as its collection's schemas parsed it (frontmatter,
 * defaults applied, page blocks by their page's schema) joined to what contentlayer2 generated
 * for it (compiled MDX body, computed fields, through the collection's `generated` schema).
 * Written by the content check after each contentlayer2 generation, to
 * .contentlayer/checked/documents.mjs; the site, the catalogue and the CLIs read it
 * (lib/content/load.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CHECKED_FILE,
  collectionNames,
  collections,
  issuePath,
  type CollectionName,
  type ParsedDoc,
} from './collections';
import { LOCALES, type Locale } from '../i18n/format';
import type { TranslationReport } from './translations';
import { DRAFTABLE, isDraftPath, type ContentMode } from './drafts';
import type { GeneratedDoc, Problem } from './validate';

export { CHECKED_FILE };

/** A generated document through its collection's `generated` schema, or the problems (file and field). */
export function parseGenerated(
  name: CollectionName,
  doc: GeneratedDoc,
  file: string,
): { data: object } | { problems: Problem[] } {
  const parsed = collections[name].generated.safeParse(doc);
  if (parsed.success) return { data: parsed.data as object };
  return {
    problems: parsed.error.issues.map((i) => ({
      file,
      field: issuePath(i.path),
      message: i.message,
    })),
  };
}

/**
 * The checked dataset of these documents (`docs`: what the content check parsed, by language and
 * collection; `generated`: contentlayer2's documents), or the problems found joining them. Each
 * document of a draftable collection carries `draft` (either language's flag: `drafts`), and the
 * dataset its `mode`, which decides whether lib/content/load.ts hands drafts out.
 */
export function checkedDataset(
  contentDir: string,
  generated: readonly GeneratedDoc[],
  docs: Record<Locale, Record<CollectionName, ParsedDoc[]>>,
  translations: Pick<TranslationReport, 'stale'>,
  {
    drafts = new Set<string>(),
    mode = 'production',
  }: { drafts?: ReadonlySet<string>; mode?: ContentMode } = {},
): { dataset: Record<string, unknown>; problems: Problem[] } {
  const problems: Problem[] = [];
  const dataset: Record<string, unknown> = { stale: translations.stale, mode };
  const base = path.basename(contentDir);
  const byFile = new Map(generated.map((d) => [`${base}/${d._raw.sourceFilePath}`, d]));
  for (const locale of LOCALES) {
    const forLocale = {} as Record<CollectionName, unknown[]>;
    dataset[locale] = forLocale;
    for (const name of collectionNames)
      forLocale[name] = docs[locale][name].flatMap((doc) => {
        const gen = byFile.get(doc.file);
        const parsed = gen
          ? parseGenerated(name, gen, doc.file)
          : { problems: [{ file: doc.file, field: '(document)', message: 'not generated' }] };
        if ('problems' in parsed) {
          problems.push(...parsed.problems);
          return [];
        }
        const draft = DRAFTABLE.includes(name)
          ? { draft: isDraftPath(drafts, doc.file.slice(base.length + 1)) }
          : {};
        return [{ file: doc.file, ...parsed.data, ...(doc.data as object), ...draft }];
      });
  }
  return { dataset, problems };
}

/** Writes the dataset as a module, so the build bundles it as it bundles contentlayer2's documents. */
export function writeChecked(contentlayerDir: string, dataset: Record<string, unknown>) {
  const file = path.join(contentlayerDir, CHECKED_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Typed by its .d.mts, so TypeScript does not read the data.
  fs.writeFileSync(
    file.replace(/\.mjs$/, '.d.mts'),
    'declare const documents: Record<string, unknown>;\nexport default documents;\n',
  );
  const text = `// Written by the content check (lib/content/build.ts): do not edit.\nexport default JSON.parse(${JSON.stringify(JSON.stringify(dataset))});\n`;
  // Only when it changed: next dev reloads the pages that import it.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}
