/**
 * Starts a new page as a draft in both languages (lib/content/new-document.ts):
 *
 *   npm run new -- guide <slug>                 content/guides/<slug>.mdx and content/ar/guides/<slug>.mdx
 *   npm run new -- plan <operator>/<slug>       content/plans/catalogue/<operator>/<slug>.mdx (+ ar)
 *   npm run new -- problem <slug>               content/complaints/<slug>.mdx (+ ar)
 *   npm run new -- newsletter <slug>            content/newsletter/<today>-<slug>.mdx (+ ar)
 *
 * `--content <dir>` writes under another content folder (the tests). Exits 1, saying why, on an
 * unknown kind, an invalid slug or one already taken; writes nothing then.
 */
import path from 'node:path';
import { PLACEHOLDER } from '../lib/content/drafts';
import { newDocumentProblem, writeNewDocument, type NewKind } from '../lib/content/new-document';

const args = process.argv.slice(2);
const at = args.indexOf('--content');
const contentDir = path.resolve(at >= 0 ? args.splice(at, 2)[1] : 'content');
const [kind = '', slug] = args;

const problem = newDocumentProblem(kind, slug, contentDir);
if (problem) {
  console.error(`npm run new: ${problem}`);
  process.exit(1);
}
const { files, assets } = writeNewDocument(kind as NewKind, slug!, contentDir);
console.log(
  `Wrote a draft (draft: true) in both languages:\n${files.map((f) => `  ${f}`).join('\n')}`,
);
if (assets.length)
  console.log(
    `It expects these images (add them, or change the paths):\n${assets.map((a) => `  ${a}`).join('\n')}`,
  );
console.log(`
Next steps:
  1. Fill in every ${PLACEHOLDER} in both files (the fields, the comments that list the choices, the body).
  2. npm run dev: the draft shows with a "Draft" banner; it is in no production build.
  3. Commit it as a draft whenever you like; PREVIEW=1 npm run build makes a preview for a reviewer.
  4. To publish: remove the line draft: true from both files, run npm run content (it now applies
     every rule, placeholders included), and commit. See content/README.md.`);
