/**
 * The content build with a draft (issue 52): `contentlayer2 build` (what `npm run content` and
 * `npm run build` run) over a copy of the real content plus a draft from `npm run new` passes,
 * says the draft is left out, and writes it marked `draft` in a dataset whose mode hides it
 * (lib/content/load.ts); with PREVIEW=1 the dataset is a preview's, which shows it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showsDrafts, type ContentMode } from '@/lib/content/drafts';
import { writeNewDocument } from '@/lib/content/new-document';
import { contentBuild } from '../support/content-dir';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-drafts-build-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'public'), path.join(dir, 'public'));
  writeNewDocument('guide', 'zz-draft-guide', path.join(dir, 'content'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(env: Record<string, string | undefined>) {
  // This copy has no git history: CI's CONTENT_REQUIRE_HISTORY=1 would fail it for that.
  const names = ['PREVIEW', 'CONTENT_REQUIRE_HISTORY'];
  const saved = names.map((n) => process.env[n]);
  const set = (n: string, v: string | undefined) =>
    v === undefined ? delete process.env[n] : (process.env[n] = v);
  names.forEach((n) => set(n, env[n]));
  const out = contentBuild(dir);
  names.forEach((n, i) => set(n, saved[i]));
  const file = path.join(dir, '.contentlayer/checked/documents.mjs');
  // The module is `export default JSON.parse("<the dataset as JSON>");` (lib/content/checked.ts).
  const literal = fs.readFileSync(file, 'utf8').match(/JSON\.parse\((".*")\);/)![1];
  const data = JSON.parse(JSON.parse(literal)) as {
    mode: ContentMode;
    en: { guides: { slug: string; draft: boolean }[] };
  };
  return { out, data };
}

describe('a draft in the content build', () => {
  it('passes the check half written, and a production dataset hides it', () => {
    const { out, data } = build({});
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain(
      'Drafts (left out of this build): content/guides/zz-draft-guide.mdx',
    );
    expect(data.mode).toBe('production');
    expect(data.en.guides.find((g) => g.slug === 'zz-draft-guide')?.draft).toBe(true);
    expect(data.en.guides.filter((g) => g.draft)).toHaveLength(1);
    expect(showsDrafts(data.mode, 'production')).toBe(false);
  }, 180_000);

  it('PREVIEW=1 writes a preview dataset, which shows it, and says so', () => {
    const { out, data } = build({ PREVIEW: '1' });
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('Preview content: drafts included');
    expect(data.mode).toBe('preview');
    expect(showsDrafts(data.mode, 'production')).toBe(true);
  }, 180_000);
});
