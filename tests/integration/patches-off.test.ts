/**
 * The build's patch over Next's output, scripts/paint-first.mjs: PATCHES_OFF=paint-first
 * (lib/server/env.mjs) leaves a stand-in build as Next wrote it, so that bench:lighthouse --without
 * measures the site without it; unnamed, it rewrites it. And a build whose pages are in another
 * shape than Next 16's (as a Next upgrade could write them) stops with an error naming them.
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

/** Runs scripts/paint-first.mjs in `cwd` with PATCHES_OFF set to `off`; returns what it printed. */
function paintFirst(cwd: string, off: string) {
  return execFileSync(process.execPath, [path.join(root, 'scripts', 'paint-first.mjs')], {
    cwd,
    env: { ...process.env, PATCHES_OFF: off },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('PATCHES_OFF in the build', () => {
  it('leaves the pages as Next built them when paint-first is named', () => {
    const build = standInBuild();
    const before = build.read();
    expect(paintFirst(build.dir, 'status-pages,paint-first')).toMatch(/off/);
    expect(build.read()).toEqual(before);
  });

  it('still rewrites them when another patch alone is named', () => {
    const build = standInBuild();
    paintFirst(build.dir, 'status-pages');
    const after = build.read();
    expect(after.page).not.toContain(`<script src="${chunk('main.js')}" async="">`);
    expect(after.page).not.toContain('self.__next_f.push');
  });
});

describe('paint-first on a Next output of another shape', () => {
  // What a Next release could change: start-up scripts as modules, or the payload in a script
  // with attributes. Either way the page would keep scripts that run before its first paint.
  for (const [change, from, to] of [
    ['start-up chunks as module scripts', 'async=""', 'type="module"'],
    [
      'the payload in a script with an id',
      '<script>self',
      '<script id="__NEXT_DATA_STREAM__">self',
    ],
  ])
    it(`stops the build, naming the page, when Next writes ${change}`, () => {
      const build = standInBuild();
      const page = path.join(build.dir, '.next', 'server', 'app', 'en.html');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(from, to));
      let failure: { status?: number; stderr?: string } = {};
      try {
        paintFirst(build.dir, '');
      } catch (error) {
        failure = error as typeof failure;
      }
      expect(failure.status).toBe(1);
      expect(failure.stderr).toMatch(/has a Next upgrade changed its output\?/);
      expect(failure.stderr).toMatch(/en\.html: /);
    });
});
