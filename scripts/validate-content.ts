/**
 * The content check: every file under content/ against its zod schemas and the cross-file rules
 * (related guides exist, images exist, pages have schemas). Exits 1 naming the file and the
 * field of every problem, so `npm run build` stops on a bad edit.
 *
 * With --write (`npm run content`, after `contentlayer2 build`), it also joins the checked
 * frontmatter to contentlayer2's generated documents and writes .contentlayer/checked/, which
 * the site reads as it is: frontmatter is checked once per build, here.
 *
 *   npx tsx scripts/validate-content.ts [--write] [contentDir] [publicDir]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateContent, writeChecked } from '../lib/content/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const write = args[0] === '--write';
if (write) args.shift();
const contentDir = path.resolve(args[0] ?? path.join(root, 'content'));
const publicDir = path.resolve(args[1] ?? path.join(root, 'public'));

const fail = (problems: { file: string; field: string; message: string }[]) => {
  console.error(`Content check failed: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
  process.exit(1);
};

// CI (.ci/run) fetches the full git history and sets CONTENT_REQUIRE_HISTORY=1, so there the
// guide-date check runs or the build fails; elsewhere a shallow clone skips it with a message.
const { problems, counts, docs, notes, translations } = validateContent(contentDir, publicDir, {
  history: true,
  requireHistory: process.env.CONTENT_REQUIRE_HISTORY === '1',
});
for (const note of notes) console.log(note);
const translated = Object.entries(translations.words);
if (translated.length)
  console.log(
    `Translations: ${translated.reduce((n, [, w]) => n + w, 0)} words of Arabic body text (${translated.map(([k, w]) => `${k} ${w}`).join(', ')})`,
  );
for (const s of translations.stale)
  console.log(
    `Out of date: content/${s.locale}/${s.path} was translated from an earlier revision of content/${s.path} (npm run content:stale)`,
  );
if (problems.length > 0) fail(problems);
if (write) {
  const skipped = writeChecked(path.join(root, '.contentlayer', 'generated'), docs, translations);
  if (skipped.length) fail(skipped);
}
console.log(
  `Content check passed: ${Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}${write ? ' (written to .contentlayer/checked)' : ''}`,
);
