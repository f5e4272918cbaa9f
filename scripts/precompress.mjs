// After `next build`: a brotli copy (quality 11) beside every script and stylesheet in
// .next/static, which server.mjs serves to browsers that accept br (see lib/server/static/precompressed.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRECOMPRESSED_TYPES } from '../lib/server/static/precompressed.mjs';

const root = path.join('.next', 'static');
let count = 0;
let before = 0;
let after = 0;
for (const rel of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
  if (!(path.extname(rel) in PRECOMPRESSED_TYPES)) continue;
  const file = path.join(root, rel);
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  count += 1;
  before += zlib.gzipSync(data).length;
  after += br.length;
}
console.log(
  `Precompressed ${count} static assets: ${(after / 1024).toFixed(1)} KB brotli, ${(before / 1024).toFixed(1)} KB as gzip`,
);
