import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  CHECKED_FILE,
  collectionNames,
  collectionOf,
  collections,
  issuePath,
  type CollectionName,
  type ParsedDoc,
} from './collections';
import { checkGuideDates } from './git-dates';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../format';
import { documentTypeName, splitContentPath } from './locales';
import { checkTranslations, type TranslationReport } from './translations';

export { CHECKED_FILE };

export { GUIDE_MINUTES } from './collections';

export type Problem = { file: string; field: string; message: string };

/** Every .mdx file under `dir`, as paths relative to it with "/" separators, sorted. */
function mdxFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...mdxFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile() && entry.name.endsWith('.mdx')) out.push(rel);
  }
  return out.sort();
}

type PerCollection<T> = Record<CollectionName, T>;
const perCollection = <T>(make: () => T) =>
  Object.fromEntries(collectionNames.map((n) => [n, make()])) as PerCollection<T>;

/**
 * The content files of each collection in each language (paths relative to the content folder:
 * English under content/<kind>/, translations under content/<locale>/<kind>/), and the files no
 * collection claims.
 */
export function filesByCollection(contentDir: string) {
  const files = Object.fromEntries(
    LOCALES.map((l) => [l, perCollection(() => [] as string[])]),
  ) as Record<Locale, PerCollection<string[]>>;
  const unclaimed: string[] = [];
  for (const rel of mdxFiles(contentDir)) {
    const { locale, path: inLocale } = splitContentPath(rel);
    const name = collectionOf(inLocale);
    if (name) files[locale][name].push(rel);
    else unclaimed.push(rel);
  }
  return { files, unclaimed };
}

/**
 * Validates a content folder; `publicDir` is where `/images/...` paths must exist.
 * With `history: true` (the build's check), each guide's `publishedAt` and `updatedAt` are also
 * checked against the git history of its file (lib/content/git-dates.ts); `notes` then says
 * when that history was unavailable and the check skipped, or, with `requireHistory`, a missing
 * history is a problem.
 */
export function validateContent(
  contentDir: string,
  publicDir: string,
  options: { history?: boolean; requireHistory?: boolean; now?: Date; translations?: boolean } = {},
) {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const counts: Record<string, number> = {};
  const shown = (rel: string) => `${path.basename(contentDir)}/${rel}`;
  const { files, unclaimed } = filesByCollection(contentDir);
  for (const rel of unclaimed)
    problems.push({
      file: shown(rel),
      field: '(file)',
      message: 'no collection in lib/content/collections.ts matches this path',
    });

  // Pass 1: every file, in every language, against its collection's schema.
  const docs = Object.fromEntries(
    LOCALES.map((l) => [l, perCollection(() => [] as ParsedDoc[])]),
  ) as Record<Locale, PerCollection<ParsedDoc[]>>;
  const valid = docs[DEFAULT_LOCALE];
  for (const locale of LOCALES)
    for (const name of collectionNames) {
      counts[locale === DEFAULT_LOCALE ? name : `${name} (${locale})`] = files[locale][name].length;
      for (const rel of files[locale][name]) {
        const file = shown(rel);
        const add = (field: string, message: string) => problems.push({ file, field, message });
        let parsed: matter.GrayMatterFile<string>;
        try {
          parsed = matter(fs.readFileSync(path.join(contentDir, rel), 'utf8'));
        } catch (err) {
          add('(frontmatter)', `cannot be read as YAML: ${(err as Error).message.split('\n')[0]}`);
          continue;
        }
        const result = collections[name].schema.safeParse(parsed.data);
        if (!result.success) {
          for (const issue of result.error.issues) add(issuePath(issue.path), issue.message);
          continue;
        }
        const slug = path.basename(rel, '.mdx');
        let data: unknown = result.data;
        const { refine } = collections[name] as {
          refine?: (slug: string, data: unknown) => { data: unknown } | { issues: Problem[] };
        };
        if (refine) {
          const refined = refine(slug, data);
          if ('issues' in refined) {
            for (const issue of refined.issues) add(issue.field, issue.message);
            continue;
          }
          data = refined.data;
        }
        // Every local image must exist.
        for (const raw of JSON.stringify(data).match(/"\/images\/[^"]+"/g) ?? []) {
          const src = raw.slice(1, -1);
          if (!fs.existsSync(path.join(publicDir, src)))
            add('image', `${src} does not exist under public/`);
        }
        docs[locale][name].push({ file, slug, data, body: parsed.content });
      }
    }

  // Pass 2: each collection's own rules, which may look at other files (English: a translation
  // agrees with its original on every such field, pass 4).
  for (const name of collectionNames) {
    const { check } = collections[name] as {
      check?: (
        doc: ParsedDoc,
        report: (f: string, m: string) => void,
        all: Record<string, ParsedDoc[]>,
      ) => void;
    };
    if (!check) continue;
    for (const doc of valid[name])
      check(doc, (field, message) => problems.push({ file: doc.file, field, message }), valid);
  }

  // Pass 3: a guide's dates are the history of its file.
  if (options.history) {
    const guides = (valid.guides as ParsedDoc<{ publishedAt: string; updatedAt?: string }>[]).map(
      (g) => ({
        file: g.file,
        absolute: path.join(contentDir, g.file.slice(path.basename(contentDir).length + 1)),
        publishedAt: g.data.publishedAt,
        updatedAt: g.data.updatedAt,
      }),
    );
    const dated = checkGuideDates(guides, options.now, { requireHistory: options.requireHistory });
    problems.push(...dated.problems);
    if (dated.skipped) notes.push(dated.skipped);
  }
  // Pass 4: each translation against its English original, its revision and the glossary.
  // (Unit tests of one English rule may leave it out: `translations: false`.)
  const translations =
    options.translations === false
      ? { problems: [], stale: [], words: {} }
      : checkTranslations(contentDir, (rel) => collectionOf(rel));
  problems.push(...translations.problems);
  return { problems, counts, docs, notes, translations };
}

type GeneratedDoc = { _raw: { sourceFilePath: string } } & Record<string, unknown>;

/** contentlayer2's documents of a collection (none when it generated none). */
function generatedDocs(generatedDir: string, name: CollectionName, locale: Locale): GeneratedDoc[] {
  const index = path.join(
    generatedDir,
    documentTypeName(collections[name].type, locale),
    '_index.json',
  );
  return fs.existsSync(index) ? JSON.parse(fs.readFileSync(index, 'utf8')) : [];
}

/**
 * Joins what the content check parsed (each file's frontmatter, through its schemas, defaults
 * applied) to what contentlayer2 generated for it (the compiled MDX body and the computed
 * fields, through the collection's `generated` schema), and writes the result beside the
 * generated documents. lib/content hands these out as they are: the one check of the build is
 * this script's. A file contentlayer2 skipped (it only warns) or whose generated fields do not
 * match is a problem, and nothing is written.
 */
export function writeChecked(
  generatedDir: string,
  docs: Record<Locale, Record<CollectionName, ParsedDoc[]>>,
  translations: Pick<TranslationReport, 'stale'>,
): Problem[] {
  const problems: Problem[] = [];
  const out = { stale: translations.stale } as Record<string, unknown>;
  for (const locale of LOCALES) {
    const forLocale = {} as Record<CollectionName, unknown[]>;
    out[locale] = forLocale;
    for (const name of collectionNames) {
      const generated = new Map(
        generatedDocs(generatedDir, name, locale).map((d) => [
          `content/${d._raw.sourceFilePath}`,
          d,
        ]),
      );
      forLocale[name] = docs[locale][name].flatMap((doc) => {
        const gen = generated.get(doc.file);
        if (!gen) {
          problems.push({
            file: doc.file,
            field: '(document)',
            message: 'contentlayer2 skipped it: see its warning above',
          });
          return [];
        }
        const parsed = collections[name].generated.safeParse(gen);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            problems.push({ file: doc.file, field: issuePath(issue.path), message: issue.message });
          return [];
        }
        return [{ ...(parsed.data as object), ...(doc.data as object) }];
      });
    }
  }
  if (!problems.length) {
    // A module, so the build bundles it as it bundles contentlayer2's documents (nothing to ship
    // beside .next), typed by its .d.mts without TypeScript reading the data.
    const file = path.join(generatedDir, '..', CHECKED_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `// Written by npm run content (lib/content/validate.ts): do not edit.\nexport default JSON.parse(${JSON.stringify(JSON.stringify(out))});\n`,
    );
    fs.writeFileSync(
      file.replace(/\.mjs$/, '.d.mts'),
      'declare const documents: Record<string, unknown>;\nexport default documents;\n',
    );
  }
  return problems;
}
