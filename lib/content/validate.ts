import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { CHECKED_FILE, collectionNames, collectionOf, collections, issuePath, type CollectionName, type ParsedDoc } from './collections';

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

/** The content files of each collection (paths relative to the content folder), and the files no collection claims. */
export function filesByCollection(contentDir: string) {
  const files = Object.fromEntries(collectionNames.map((n) => [n, [] as string[]])) as Record<CollectionName, string[]>;
  const unclaimed: string[] = [];
  for (const rel of mdxFiles(contentDir)) {
    const name = collectionOf(rel);
    if (name) files[name].push(rel);
    else unclaimed.push(rel);
  }
  return { files, unclaimed };
}

/** Validates a content folder; `publicDir` is where `/images/...` paths must exist. */
export function validateContent(contentDir: string, publicDir: string) {
  const problems: Problem[] = [];
  const counts: Record<string, number> = {};
  const shown = (rel: string) => `${path.basename(contentDir)}/${rel}`;
  const { files, unclaimed } = filesByCollection(contentDir);
  for (const rel of unclaimed)
    problems.push({ file: shown(rel), field: '(file)', message: 'no collection in lib/content/collections.ts matches this path' });

  // Pass 1: every file against its collection's schema.
  const valid = Object.fromEntries(collectionNames.map((n) => [n, [] as ParsedDoc[]])) as Record<CollectionName, ParsedDoc[]>;
  for (const name of collectionNames) {
    counts[name] = files[name].length;
    for (const rel of files[name]) {
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
      const { refine } = collections[name] as { refine?: (slug: string, data: unknown) => { data: unknown } | { issues: Problem[] } };
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
        if (!fs.existsSync(path.join(publicDir, src))) add('image', `${src} does not exist under public/`);
      }
      valid[name].push({ file, slug, data, body: parsed.content });
    }
  }

  // Pass 2: each collection's own rules, which may look at other files.
  for (const name of collectionNames) {
    const { check } = collections[name] as { check?: (doc: ParsedDoc, report: (f: string, m: string) => void, all: Record<string, ParsedDoc[]>) => void };
    if (!check) continue;
    for (const doc of valid[name]) check(doc, (field, message) => problems.push({ file: doc.file, field, message }), valid);
  }
  return { problems, counts, docs: valid };
}

type GeneratedDoc = { _raw: { sourceFilePath: string } } & Record<string, unknown>;

/** contentlayer2's documents of a collection (none when it generated none). */
function generatedDocs(generatedDir: string, name: CollectionName): GeneratedDoc[] {
  const index = path.join(generatedDir, collections[name].type, '_index.json');
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
export function writeChecked(generatedDir: string, docs: Record<CollectionName, ParsedDoc[]>): Problem[] {
  const problems: Problem[] = [];
  const out = {} as Record<CollectionName, unknown[]>;
  for (const name of collectionNames) {
    const generated = new Map(generatedDocs(generatedDir, name).map((d) => [`content/${d._raw.sourceFilePath}`, d]));
    out[name] = docs[name].flatMap((doc) => {
      const gen = generated.get(doc.file);
      if (!gen) {
        problems.push({ file: doc.file, field: '(document)', message: 'contentlayer2 skipped it: see its warning above' });
        return [];
      }
      const parsed = collections[name].generated.safeParse(gen);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push({ file: doc.file, field: issuePath(issue.path), message: issue.message });
        return [];
      }
      return [{ ...(parsed.data as object), ...(doc.data as object) }];
    });
  }
  if (!problems.length) {
    // A module, so the build bundles it as it bundles contentlayer2's documents (nothing to ship
    // beside .next), typed by its .d.mts without TypeScript reading the data.
    const file = path.join(generatedDir, '..', CHECKED_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `// Written by npm run content (lib/content/validate.ts): do not edit.\nexport default JSON.parse(${JSON.stringify(JSON.stringify(out))});\n`);
    fs.writeFileSync(
      file.replace(/\.mjs$/, '.d.mts'),
      'declare const documents: Record<string, unknown[]>;\nexport default documents;\n',
    );
  }
  return problems;
}

