// After `next build`: a brotli copy (quality 11) beside every script and stylesheet in
// .next/static and every prerendered page in .next/server/app, which server.mjs serves to browsers
// that accept br (lib/server/static/precompressed.mjs and prerendered.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRECOMPRESSED_TYPES, brotliBest } from '../lib/server/static/precompressed.mjs';

const files = [
  ...fs
    .readdirSync(path.join('.next', 'static'), { recursive: true, encoding: 'utf8' })
    .filter((rel) => path.extname(rel) in PRECOMPRESSED_TYPES)
    .map((rel) => path.join('.next', 'static', rel)),
  ...fs
    .readdirSync(path.join('.next', 'server', 'app'), { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith('.html'))
    .map((rel) => path.join('.next', 'server', 'app', rel)),
];
let count = 0;
let before = 0;
let after = 0;
for (const file of files) {
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, brotliBest(data.length));
  fs.writeFileSync(`${file}.br`, br);
  count += 1;
  before += zlib.gzipSync(data).length;
  after += br.length;
}
console.log(
  `Precompressed ${count} scripts, stylesheets and pages: ${(after / 1024).toFixed(1)} KB brotli, ${(before / 1024).toFixed(1)} KB as gzip`,
);
