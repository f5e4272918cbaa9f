/**
 * The content check as contentlayer2 runs it after each generation (contentlayer.config.ts
 * `onSuccess`): every generated document through lib/content/validate.ts, then the checked
 * dataset written for the site, the catalogue and the CLIs (lib/content/checked.ts).
 *
 * On a problem it prints each one as `file: field: message`; `contentlayer2 build` (and so
 * `npm run content`, `npm run build`) then exits 1, while `contentlayer2 dev` keeps watching and
 * keeps the last good dataset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectionNames, collections } from './collections';
import { LOCALES } from '../i18n/format';
import { documentTypeName } from './locales';
import { checkedDataset, writeChecked } from './checked';
import { contentModeOf } from './drafts';
import { sourceDocOf, validateContent, type GeneratedDoc, type Problem } from './validate';

/**
 * The documents contentlayer2 just wrote (.contentlayer/generated/<Type>/_index.json), read from
 * disk: `onSuccess`'s importData() is an ES module import, which `contentlayer2 dev` answers from
 * the module cache with the documents of its first generation.
 */
function readGenerated(root: string): GeneratedDoc[] {
  return LOCALES.flatMap((locale) =>
    collectionNames.flatMap((name) => {
      const type = documentTypeName(collections[name].type, locale);
      const index = path.join(root, '.contentlayer', 'generated', type, '_index.json');
      return fs.existsSync(index) ? JSON.parse(fs.readFileSync(index, 'utf8')) : [];
    }),
  );
}

export function runContentCheck({
  // The folder contentlayer2 itself works in (its getCwd: PWD, else the process's).
  root = process.env.PWD ?? process.cwd(),
  dev = false,
}: { root?: string; dev?: boolean } = {}) {
  const generated = readGenerated(root);
  const contentDir = path.join(root, 'content');
  // CI (.ci/run) fetches the full git history and sets CONTENT_REQUIRE_HISTORY=1, so there the
  // guide-date check runs or the build fails; elsewhere a shallow clone skips it with a message.
  // `contentlayer2 dev` leaves it to the build: it would run git for every guide on each save.
  const { problems, counts, docs, notes, translations, drafts } = validateContent(
    contentDir,
    path.join(root, 'public'),
    generated.map(sourceDocOf),
    { history: !dev, requireHistory: process.env.CONTENT_REQUIRE_HISTORY === '1' },
  );
  for (const note of notes) console.log(note);
  const translated = Object.entries(translations.words);
  if (translated.length && !dev)
    console.log(
      `Translations: ${translated.reduce((n, [, w]) => n + w, 0)} words of Arabic body text (${translated.map(([k, w]) => `${k} ${w}`).join(', ')})`,
    );
  for (const s of translations.stale)
    console.log(
      `Out of date: content/${s.locale}/${s.path} was translated from an earlier revision of content/${s.path} (npm run content:stale)`,
    );
  if (problems.length) return fail(problems, dev);
  const mode = contentModeOf(dev);
  const checked = checkedDataset(contentDir, generated, docs, translations, { drafts, mode });
  if (drafts.size)
    console.log(
      `Drafts (${mode === 'production' ? 'left out of this build' : `shown: ${mode}`}): ${[...drafts].map((d) => `content/${d}`).join(', ')}`,
    );
  if (mode === 'preview')
    console.log(
      'Preview content: drafts included; the site will ask search engines not to index it',
    );
  if (checked.problems.length) return fail(checked.problems, dev);
  writeChecked(path.join(root, '.contentlayer'), checked.dataset);
  console.log(
    `Content check passed: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')} (written to .contentlayer/checked)`,
  );
}

function fail(problems: Problem[], dev: boolean) {
  console.error(`Content check failed: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ${p.file}: ${p.field}: ${p.message}`);
  if (dev) console.error('The site keeps the last content that passed until this is fixed.');
  else process.exit(1);
}
