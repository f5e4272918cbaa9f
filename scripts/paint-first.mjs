// After `next build`, before the CSP manifest and the brotli copies: every prerendered page runs
// its start-up scripts only after its first paint (lib/server/static/paint-first.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { paintFirst } from '../lib/server/static/paint-first.mjs';

const app = path.join('.next', 'server', 'app');
let pages = 0;
let rewritten = 0;
for (const rel of fs.readdirSync(app, { recursive: true, encoding: 'utf8' })) {
  if (!rel.endsWith('.html')) continue;
  const file = path.join(app, rel);
  const html = fs.readFileSync(file, 'utf8');
  const out = paintFirst(html);
  pages += 1;
  if (out !== html) {
    fs.writeFileSync(file, out);
    rewritten += 1;
  }
}
console.log(
  `Paint first: ${rewritten} of ${pages} prerendered pages run their scripts after the first paint`,
);
