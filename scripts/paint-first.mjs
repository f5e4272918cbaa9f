// After `next build`, before the CSP manifest and the brotli copies: every prerendered page runs
// its start-up scripts only after its first paint, and its React Server Component payload moves to
// a script of its own in .next/static/flight/, named by its bytes (lib/server/static/paint-first.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../lib/server/env.mjs';
import { leftUnpatched, paintFirst, takeFlight } from '../lib/server/static/paint-first.mjs';

// PATCHES_OFF=paint-first: Next's pages as it built them, to measure what this earns (bench:lighthouse).
if (env().PATCHES_OFF.includes('paint-first')) {
  console.log('Paint first: off (PATCHES_OFF)');
  process.exit(0);
}

const app = path.join('.next', 'server', 'app');
const flightDir = path.join('.next', 'static', 'flight');
let pages = 0;
let rewritten = 0;
let moved = 0;
const unpatched = [];
for (const rel of fs.readdirSync(app, { recursive: true, encoding: 'utf8' })) {
  if (!rel.endsWith('.html')) continue;
  const file = path.join(app, rel);
  const html = fs.readFileSync(file, 'utf8');
  pages += 1;
  // Only a page whose start-up scripts the loader adds (not one rewritten already).
  let out = paintFirst(html);
  if (out === html) {
    const left = leftUnpatched(html);
    if (left.length) unpatched.push(`${rel}: ${left.join(', ')}`);
    continue;
  }
  const { html: rest, flight } = takeFlight(html);
  if (flight) {
    const name = `${createHash('sha256').update(flight).digest('hex').slice(0, 16)}.js`;
    fs.mkdirSync(flightDir, { recursive: true });
    fs.writeFileSync(path.join(flightDir, name), flight);
    out = paintFirst(rest, `/_next/static/flight/${name}`);
    moved += Buffer.byteLength(html) - Buffer.byteLength(out);
  }
  fs.writeFileSync(file, out);
  rewritten += 1;
  const left = leftUnpatched(out);
  if (left.length) unpatched.push(`${rel}: ${left.join(', ')}`);
}
// The patch reads Next's output as Next 16 writes it. A release that writes its script tags or its
// payload otherwise stops the build here, loudly, rather than serving pages half rewritten.
if (unpatched.length) {
  console.error(
    `Paint first: ${unpatched.length} of ${pages} prerendered pages are not in the shape it rewrites; ` +
      `has a Next upgrade changed its output? Check lib/server/static/paint-first.mjs against it ` +
      `(or build with PATCHES_OFF=paint-first):\n  ${unpatched.slice(0, 10).join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `Paint first: ${rewritten} of ${pages} prerendered pages run their scripts after the first paint; ` +
    `${(moved / 1024).toFixed(0)} KB of payload moved to .next/static/flight/`,
);
