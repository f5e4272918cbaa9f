/**
 * The content check on a temporary content folder, for the unit tests of its rules: each .mdx
 * file read as contentlayer2 reads it (gray-matter: frontmatter and body), then
 * lib/content/validate.ts, as contentlayer2's `onSuccess` runs it on the real folder
 * (lib/content/build.ts). `contentBuild` runs the real thing: `contentlayer2 build` on the folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterEach, beforeEach } from 'vitest';
import { mdxUnder } from '@/lib/content/files';
import {
  validateContent as check,
  type CheckOptions,
  type SourceDoc,
} from '@/lib/content/validate';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .mdx file of `contentDir` as a source document (one that YAML cannot read: left out). */
export function readContentDir(contentDir: string): SourceDoc[] {
  return mdxUnder(contentDir).flatMap((rel) => {
    try {
      const { data, content } = matter(fs.readFileSync(path.join(contentDir, rel), 'utf8'));
      return [{ rel, data, body: content }];
    } catch {
      return [];
    }
  });
}

export function validateContent(contentDir: string, publicDir: string, options?: CheckOptions) {
  return check(contentDir, publicDir, readContentDir(contentDir), options);
}

/**
 * `contentlayer2 build` with the project's config on the content/ and public/ folders of `dir`
 * (what `npm run content` and `npm run build` run): its exit status and output.
 */
export function contentBuild(dir: string) {
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules);
  return spawnSync(
    path.join(ROOT, 'node_modules/.bin/contentlayer2'),
    ['build', '--config', path.join(ROOT, 'contentlayer.config.ts')],
    // contentlayer2 takes its folder from PWD before the process's own.
    { cwd: dir, encoding: 'utf8', env: { ...process.env, PWD: dir } },
  );
}

/**
 * A site folder of its own for each test of the describe block (or file) that calls it: content/
 * (with `dirs` under it) and public/, made before each test and removed after. `put` writes a
 * file under content/; `check` runs the content check on it (translations off unless asked).
 */
export function tempContentSite(prefix: string, dirs: readonly string[] = []) {
  const site = {
    dir: '',
    put(rel: string, text: string) {
      const file = path.join(site.dir, 'content', rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    },
    check: (options: CheckOptions = { translations: false }) =>
      validateContent(path.join(site.dir, 'content'), path.join(site.dir, 'public'), options),
  };
  beforeEach(() => {
    site.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const dir of ['content', 'public', ...dirs.map((d) => `content/${d}`)])
      fs.mkdirSync(path.join(site.dir, dir), { recursive: true });
  });
  afterEach(() => fs.rmSync(site.dir, { recursive: true, force: true }));
  return site;
}
