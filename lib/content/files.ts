/** Listing content files on disk (their names only: what they hold comes from contentlayer2). */
import fs from 'node:fs';
import path from 'node:path';

/** Every .mdx file under `dir`, as paths relative to `base` (default: `dir`) with "/" separators, sorted. */
export function mdxUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
