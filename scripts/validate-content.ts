/**
 * Checks every file under content/ against its zod schema and the cross-file rules
 * (related guides exist, images exist, pages have schemas). Exits 1 naming the file
 * and the field of every problem, so `npm run build` stops on a bad edit.
 *
 *   npx tsx scripts/validate-content.ts [contentDir] [publicDir]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkGenerated, validateContent } from '../lib/content/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const afterBuild = args[0] === '--generated';
if (afterBuild) args.shift();
const contentDir = path.resolve(args[0] ?? path.join(root, 'content'));
const publicDir = path.resolve(args[1] ?? path.join(root, 'public'));

if (afterBuild) {
  const skipped = checkGenerated(contentDir, path.join(root, '.contentlayer', 'generated'));
  for (const p of skipped) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
  if (skipped.length) process.exit(1);
  console.log('Every content file was generated.');
  process.exit(0);
}

const { problems, counts, notes } = validateContent(contentDir, publicDir, { history: true });
for (const note of notes) console.log(note);
if (problems.length > 0) {
  console.error(`Content check failed: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
  process.exit(1);
}
console.log(
  `Content check passed: ${Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`,
);
