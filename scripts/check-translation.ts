/**
 * Checks translations against their English originals (lib/content/translation.ts): the same
 * frontmatter shape and data, the same slots, components and links.
 *
 *   npx tsx scripts/check-translation.ts content/ar/guides/roaming-without-bill-shock.mdx [...]
 *   npx tsx scripts/check-translation.ts            (every file under content/ar)
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compareBodies, compareValues } from '../lib/content/translation';

const root = path.resolve(import.meta.dirname, '..');
const arDir = path.join(root, 'content', 'ar');
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name))
        : /\.(mdx|json)$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
const files =
  process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : walk(arDir);
let failed = 0;
for (const file of files) {
  const rel = path.relative(arDir, file);
  const english = path.join(root, 'content', rel);
  if (!fs.existsSync(english)) {
    if (rel !== 'glossary.json' && rel !== 'translations.json')
      console.log(`${path.relative(root, file)}: no English original at content/${rel}`);
    continue;
  }
  let problems: string[];
  if (file.endsWith('.json')) {
    problems = compareValues(
      JSON.parse(fs.readFileSync(english, 'utf8')),
      JSON.parse(fs.readFileSync(file, 'utf8')),
    );
  } else {
    const en = matter(fs.readFileSync(english, 'utf8'));
    const ar = matter(fs.readFileSync(file, 'utf8'));
    problems = [...compareValues(en.data, ar.data), ...compareBodies(en.content, ar.content)];
  }
  for (const p of problems) console.log(`${path.relative(root, file)}: ${p}`);
  if (problems.length) failed++;
  else console.log(`${path.relative(root, file)}: ok`);
}
process.exit(failed ? 1 : 0);
