/**
 * Counts physical direction classes (`ml-2`, `text-right`, `border-l`...) and physical CSS
 * properties (`margin-left`, `left:`, `text-align: right`...) in app/, components/, lib/ and
 * content/, with the same test as the ESLint rule `local/logical-classes`
 * (eslint-rules/logical-classes.mjs). Prints one line per hit and the total; `--check` exits 1
 * when there is any. Run: `node scripts/count-physical-classes.mjs [--check] [dirs or files...]`.
 * `npm run lint` runs it with `--check` on content/ and app/globals.css, which ESLint does not read.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findPhysical } from '../eslint-rules/logical-classes.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const roots = args.filter((a) => !a.startsWith('--'));
const dirs = roots.length ? roots : ['app', 'components', 'lib', 'content'];

const PHYSICAL_CSS =
  /(?<![\w-])(margin-(left|right)|padding-(left|right)|border-(left|right)(-\w+)?|border-(top|bottom)-(left|right)-radius|scroll-(margin|padding)-(left|right)|(?<![\w-])(left|right)(?=\s*:)|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|clear\s*:\s*(left|right))/g;

function* walk(dir) {
  if (!statSync(dir).isDirectory()) {
    yield dir;
    return;
  }
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(tsx?|mjs|mdx|md|css)$/.test(name)) yield path;
  }
}

/** The class strings of one file: string literals in code, className values in MDX, @apply in CSS. */
function classStrings(path, text) {
  if (path.endsWith('.css')) return [...text.matchAll(/@apply\s+([^;]+);/g)].map((m) => m[1]);
  if (/\.mdx?$/.test(path))
    return [...text.matchAll(/class(?:Name)?=["'{`]+([^"'`}]*)/g)].map((m) => m[1]);
  return [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

const hits = [];
for (const dir of dirs) {
  for (const path of walk(dir)) {
    const text = readFileSync(path, 'utf8');
    for (const raw of classStrings(path, text)) {
      const s = raw.replace(/\$\{|[{}'"]/g, ' ');
      for (const { token } of findPhysical(s)) hits.push(`${path}: ${token}`);
    }
    if (path.endsWith('.css')) {
      const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
      for (const m of css.matchAll(PHYSICAL_CSS)) hits.push(`${path}: ${m[0]}`);
    }
  }
}
for (const h of hits) console.log(h);
console.log(`${hits.length} physical direction classes and properties in ${dirs.join(', ')}`);
if (check && hits.length) process.exit(1);
