/**
 * The content check: every document contentlayer2 generated, in every language, against its
 * collection's zod schemas and the cross-file rules (related guides exist, images exist, pages
 * have schemas, translations agree with their originals, guide dates match the git history).
 * contentlayer2 runs it after each generation (contentlayer.config.ts `onSuccess`,
 * lib/content/build.ts), so `npm run build` stops naming the file and the field of each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  collectionNames,
  collectionOf,
  collections,
  issuePath,
  type ParsedDoc,
} from './collections';
import type { CollectionName } from './collections';
import { schemaKeys } from './contentlayer-fields';
import { mdxUnder } from './files';
import { checkGuideDates, checkLegalDates } from './git-dates';
import { draftPaths, isDraftPath, placeholderProblems } from './drafts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/format';
import { splitContentPath } from './locales';
import { checkTranslations, type SourceDoc } from './translations';

export { GUIDE_MINUTES } from './collections';

export type Problem = { file: string; field: string; message: string };

export type { SourceDoc };

/** A document contentlayer2 generated (`allDocuments` of contentlayer/generated). */
export type GeneratedDoc = { _raw: { sourceFilePath: string }; body: { raw: string } } & Record<
  string,
  unknown
>;

/** The collection (and language) of a file, by its path relative to content/. */
export function placeOf(rel: string): { locale: Locale; name: CollectionName | undefined } {
  const { locale, path: inLocale } = splitContentPath(rel);
  return { locale, name: collectionOf(inLocale) };
}

/** A generated document's frontmatter (the keys its schema declares, as YAML gave them) and body. */
export function sourceDocOf(doc: GeneratedDoc): SourceDoc {
  const rel = doc._raw.sourceFilePath;
  const { name } = placeOf(rel);
  const keys = new Set(name ? schemaKeys(collections[name].schema) : []);
  const data = Object.fromEntries(
    Object.entries(doc).filter(([key, value]) => keys.has(key) && value !== undefined),
  );
  return { rel, data, body: doc.body.raw };
}

type PerCollection<T> = Record<CollectionName, T>;
const perLocale = <T>(make: () => T) =>
  Object.fromEntries(
    LOCALES.map((l) => [l, Object.fromEntries(collectionNames.map((n) => [n, make()]))]),
  ) as Record<Locale, PerCollection<T>>;

/**
 * The content files of each collection in each language (paths relative to the content folder:
 * English under content/<kind>/, translations under content/<locale>/<kind>/), and the files no
 * collection claims.
 */
export function filesByCollection(contentDir: string) {
  const files = perLocale(() => [] as string[]);
  const unclaimed: string[] = [];
  for (const rel of mdxUnder(contentDir)) {
    const { locale, name } = placeOf(rel);
    if (name) files[locale][name].push(rel);
    else unclaimed.push(rel);
  }
  return { files, unclaimed };
}

export type CheckOptions = {
  /** Check each guide's `publishedAt` and `updatedAt` against the git history of its file. */
  history?: boolean;
  /** A missing history is then a problem, not a skip (CI). */
  requireHistory?: boolean;
  now?: Date;
  /** Unit tests of one English rule may leave the translation checks out. */
  translations?: boolean;
};

/**
 * Checks the documents of a content folder; `publicDir` is where `/images/...` paths must exist.
 * `notes` says when the git history was unavailable and the date check skipped.
 */
export function validateContent(
  contentDir: string,
  publicDir: string,
  sources: readonly SourceDoc[],
  options: CheckOptions = {},
) {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const counts: Record<string, number> = {};
  const shown = (rel: string) => `${path.basename(contentDir)}/${rel}`;
  const byRel = new Map(sources.map((s) => [s.rel, s]));
  const { files, unclaimed } = filesByCollection(contentDir);
  for (const rel of unclaimed)
    problems.push({
      file: shown(rel),
      field: '(file)',
      message: 'no collection in lib/content/collections.ts matches this path',
    });

  // Drafts (lib/content/drafts.ts): parsed by their schema, no other rule.
  const drafts = draftPaths(sources);
  // Pass 1: every file, in every language, against its collection's schema.
  const docs = perLocale(() => [] as ParsedDoc[]);
  // What the cross-file rules see: the published English documents.
  const valid = perLocale(() => [] as ParsedDoc[])[DEFAULT_LOCALE];
  for (const locale of LOCALES)
    for (const name of collectionNames) {
      counts[locale === DEFAULT_LOCALE ? name : `${name} (${locale})`] = files[locale][name].length;
      for (const rel of files[locale][name]) {
        const file = shown(rel);
        const add = (field: string, message: string) => problems.push({ file, field, message });
        const source = byRel.get(rel);
        if (!source) {
          add('(file)', 'contentlayer2 could not read it: see its warning above');
          continue;
        }
        const result = collections[name].schema.safeParse(source.data);
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
        const parsed = { file, slug, data, body: source.body };
        if (isDraftPath(drafts, rel)) {
          docs[locale][name].push(parsed);
          continue;
        }
        // Every local image must exist.
        for (const raw of JSON.stringify(data).match(/"\/images\/[^"]+"/g) ?? []) {
          const src = raw.slice(1, -1);
          if (!fs.existsSync(path.join(publicDir, src)))
            add('image', `${src} does not exist under public/`);
        }
        for (const p of placeholderProblems(fs.readFileSync(path.join(contentDir, rel), 'utf8')))
          add(p.field, p.message);
        docs[locale][name].push(parsed);
        if (locale === DEFAULT_LOCALE) valid[name].push(parsed);
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
  // Pass 3b: a legal document's lastUpdated is the history of its files, the same in each language.
  const legal = legalDates(contentDir, docs, options);
  problems.push(...legal.problems);
  if (legal.skipped) notes.push(legal.skipped);
  // Pass 4: each translation against its English original, its revision and the glossary.
  const translations =
    options.translations === false
      ? { problems: [], stale: [], words: {} }
      : checkTranslations(
          contentDir,
          byRel,
          (rel) => collectionOf(rel),
          (rel) => drafts.has(rel),
        );
  problems.push(...translations.problems);
  return { problems, counts, docs, notes, translations, drafts };
}

/**
 * The legal documents' dates (lib/content/git-dates.ts): the two languages always agree; with
 * `history`, the text changed on no day after lastUpdated.
 */
function legalDates(
  contentDir: string,
  docs: Record<Locale, Record<CollectionName, ParsedDoc[]>>,
  options: CheckOptions,
) {
  const base = path.basename(contentDir);
  const dated = (d: ParsedDoc) => ({
    file: d.file,
    absolute: path.join(contentDir, d.file.slice(base.length + 1)),
    lastUpdated: (d.data as { lastUpdated: string }).lastUpdated,
  });
  const pairs = docs[DEFAULT_LOCALE].legal.map((en) => [
    dated(en),
    ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) =>
      docs[l].legal.filter((t) => t.slug === en.slug).map(dated),
    ),
  ]);
  return checkLegalDates(pairs, options.now, {
    history: options.history ?? false,
    requireHistory: options.requireHistory,
  });
}
