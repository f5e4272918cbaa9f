/**
 * PATCHES_OFF (lib/server/env.mjs): the build's patches over Next's output, scripts/paint-first.mjs
 * and scripts/compile-hints.mjs, leave a stand-in build as Next wrote it when named, so that
 * bench:lighthouse --without measures the site without each; unnamed, each still rewrites it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const chunk = (name: string) => `/_next/static/chunks/${name}`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  `<script src="${chunk('main.js')}" async=""></script><title>T</title></head>` +
  '<body><p>Hi</p><script>self.__next_f.push([1,"x"])</script></body></html>';

/** A folder with a .next holding one prerendered page and its start-up chunk. */
function standInBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-patches-off-'));
  const app = path.join(dir, '.next', 'server', 'app');
  const chunks = path.join(dir, '.next', 'static', 'chunks');
  fs.mkdirSync(app, { recursive: true });
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(app, 'en.html'), PAGE);
  fs.writeFileSync(path.join(chunks, 'main.js'), '(function main(){})();\n');
  fs.writeFileSync(
    path.join(dir, '.next', 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: [] }),
  );
  const read = () => ({
    page: fs.readFileSync(path.join(app, 'en.html'), 'utf8'),
    main: fs.readFileSync(path.join(chunks, 'main.js'), 'utf8'),
  });
  return { dir, read };
}

/** Runs a post-build script in `cwd` with PATCHES_OFF set to `off`; returns what it printed. */
function postBuild(script: string, cwd: string, off: string) {
  return execFileSync(process.execPath, [path.join(root, 'scripts', script)], {
    cwd,
    env: { ...process.env, PATCHES_OFF: off },
    encoding: 'utf8',
  });
}

describe('PATCHES_OFF in the build', () => {
  it('leaves the pages and chunks as Next built them when both patches are named', () => {
    const build = standInBuild();
    const before = build.read();
    expect(postBuild('paint-first.mjs', build.dir, 'paint-first,compile-hints')).toMatch(/off/);
    expect(postBuild('compile-hints.mjs', build.dir, 'compile-hints,paint-first')).toMatch(/off/);
    expect(build.read()).toEqual(before);
  });

  it('still rewrites them when the other patch alone is named', () => {
    const build = standInBuild();
    const before = build.read();
    postBuild('paint-first.mjs', build.dir, 'compile-hints');
    postBuild('compile-hints.mjs', build.dir, 'paint-first');
    const after = build.read();
    expect(after.page).not.toContain(`<script src="${chunk('main.js')}" async="">`);
    expect(after.main).toBe(`//# allFunctionsCalledOnLoad\n${before.main}`);
  });
});
