import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { collectionNames, collectionOf, collections, issuePath, type CollectionName, type ParsedDoc } from './collections';
import { checkGuideDates } from './git-dates';

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

/**
 * Validates a content folder; `publicDir` is where `/images/...` paths must exist.
 * With `history: true` (the build's check), each guide's `publishedAt` and `updatedAt` are also
 * checked against the git history of its file (lib/content/git-dates.ts); `notes` then says
 * when that history was unavailable and the check skipped.
 */
export function validateContent(contentDir: string, publicDir: string, options: { history?: boolean; now?: Date } = {}) {
  const problems: Problem[] = [];
  const notes: string[] = [];
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
      // Every local image must exist.
      for (const raw of JSON.stringify(result.data).match(/"\/images\/[^"]+"/g) ?? []) {
        const src = raw.slice(1, -1);
        if (!fs.existsSync(path.join(publicDir, src))) add('image', `${src} does not exist under public/`);
      }
      valid[name].push({ file, slug: path.basename(rel, '.mdx'), data: result.data, body: parsed.content });
    }
  }

  // Pass 2: each collection's own rules, which may look at other files.
  for (const name of collectionNames) {
    const { check } = collections[name] as { check?: (doc: ParsedDoc, report: (f: string, m: string) => void, all: Record<string, ParsedDoc[]>) => void };
    if (!check) continue;
    for (const doc of valid[name]) check(doc, (field, message) => problems.push({ file: doc.file, field, message }), valid);
  }

  // Pass 3: a guide's dates are the history of its file.
  if (options.history) {
    const guides = (valid.guides as ParsedDoc<{ publishedAt: string; updatedAt?: string }>[]).map((g) => ({
      file: g.file,
      absolute: path.join(contentDir, g.file.slice(path.basename(contentDir).length + 1)),
      publishedAt: g.data.publishedAt,
      updatedAt: g.data.updatedAt,
    }));
    const dated = checkGuideDates(guides, options.now);
    problems.push(...dated.problems);
    if (dated.skipped) notes.push(dated.skipped);
  }
  return { problems, counts, notes };
}

/**
 * contentlayer2 skips a document whose computed field throws, with only a warning.
 * After its build, every file must have become a generated document.
 */
export function checkGenerated(contentDir: string, generatedDir: string): Problem[] {
  const problems: Problem[] = [];
  const { files } = filesByCollection(contentDir);
  for (const name of collectionNames) {
    const index = path.join(generatedDir, collections[name].type, '_index.json');
    const docs: { _raw: { sourceFilePath: string } }[] = fs.existsSync(index)
      ? JSON.parse(fs.readFileSync(index, 'utf8'))
      : [];
    const generated = new Set(docs.map((d) => d._raw.sourceFilePath));
    for (const f of files[name])
      if (!generated.has(f))
        problems.push({ file: `content/${f}`, field: '(document)', message: 'contentlayer2 skipped it: see its warning above' });
  }
  return problems;
}
