/**
 * HTML conformance of every prerendered page: runs html-validate (config: .htmlvalidate.json,
 * the standard's rules) over `.next/server/app/**\/*.html`, the files `npm run build` writes, and
 * exits 1 on any error, naming file, line and rule. Part of `npm test` (`npm run test:html`).
 * Run: `node scripts/validate-html.mjs [directory]` (default .next/server/app; needs a build).
 *
 * The rules: html-validate's `standard` preset, a few of its other rules that are the standard's
 * too (input attributes per type, references to ids, one landmark of a kind), and two of ours
 * that html-validate lacks and the Nu Html Checker has (html-validate-rules.mjs: tabs without a
 * panel, a required select without a placeholder option). Not `hidden-focusable`: Headless UI's
 * tab sets prerender an aria-hidden focus sentinel button that is gone once their script runs
 * (the axe checks of the e2e suite judge the live page). `_global-error.html` is skipped: it is
 * Next's own fallback page (shown when the root layout itself fails), not this site's markup.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';

const dir = process.argv[2] ?? '.next/server/app';
// `_not-found.html` too: Next's bare page for its internal /_not-found route, which server.mjs
// never serves (unknown paths get the site's own 404 page, in their language).
const SKIPPED = new Set(['_global-error.html', '_not-found.html']);

function* htmlFiles(d) {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html') && !SKIPPED.has(name)) yield path;
  }
}

let files;
try {
  files = [...htmlFiles(dir)].sort();
} catch {
  console.error(`validate-html: no ${dir}: run \`npm run build\` first.`);
  process.exit(2);
}
if (files.length === 0) {
  console.error(`validate-html: no .html files under ${dir}: run \`npm run build\` first.`);
  process.exit(2);
}

// Each file's config is the nearest .htmlvalidate.json above it: the repo's.
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
let errors = 0;
for (const file of files) {
  const report = await htmlvalidate.validateFile(file);
  errors += report.errorCount;
  results.push(
    ...report.results.map((r) => ({ ...r, filePath: relative(process.cwd(), r.filePath) })),
  );
}
if (results.length) console.log(formatterFactory('stylish')(results));
console.log(`validate-html: ${files.length} pages, ${errors} errors`);
process.exit(errors ? 1 : 0);
