/**
 * lib/server/static/compile-hints.mjs on a stand-in build: the chunks pages start with get V8's
 * compile hint as their first line, chunks imported on demand do not, source maps follow the
 * shift, and a copy of the build made with hard links keeps its files as they were.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  addCompileHints,
  shiftSourceMap,
  startupChunks,
  withCompileHint,
} from '@/lib/server/static/compile-hints.mjs';

/** A build folder with a root main file, a route's entry chunk and a chunk loaded on demand. */
function standInBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-hints-'));
  const chunks = path.join(dir, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: [] }),
  );
  const route = path.join(dir, 'server', 'app', '[locale]', 'about');
  fs.mkdirSync(route, { recursive: true });
  const manifest = {
    entryJSFiles: { '[project]/app/[locale]/about/page': ['static/chunks/page.js'] },
  };
  fs.writeFileSync(
    path.join(route, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/about/page"] = ${JSON.stringify(manifest)};\n`,
  );
  for (const name of ['main.js', 'page.js', 'on-demand.js'])
    fs.writeFileSync(path.join(chunks, name), `(function ${name.replace(/\W/g, '')}(){})();\n`);
  fs.writeFileSync(
    path.join(chunks, 'page.js.map'),
    JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }),
  );
  return { dir, chunk: (name: string) => fs.readFileSync(path.join(chunks, name), 'utf8') };
}

describe('compile hints', () => {
  it('puts the hint first, once', () => {
    expect(withCompileHint('x()')).toBe(`${COMPILE_HINT}x()`);
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}x()`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves a plain map and an index map one line down', () => {
    expect(JSON.parse(shiftSourceMap('{"version":3,"mappings":"AAAA"}')).mappings).toBe(';AAAA');
    const index = shiftSourceMap(
      '{"version":3,"sections":[{"offset":{"line":0,"column":0}},{"offset":{"line":7,"column":2}}]}',
    );
    expect(JSON.parse(index).sections.map((s: { offset: unknown }) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 8, column: 2 },
    ]);
  });

  it('finds the root main files and the routes’ entry chunks', () => {
    const { dir } = standInBuild();
    expect([...startupChunks(dir)].sort()).toEqual(['main.js', 'page.js']);
  });

  it('marks the start-up chunks only, and leaves a hard-linked copy as it was', () => {
    const { dir, chunk } = standInBuild();
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-hints-copy-'));
    fs.linkSync(path.join(dir, 'static', 'chunks', 'main.js'), path.join(copy, 'main.js'));
    const before = chunk('main.js');

    expect(addCompileHints(dir)).toEqual({ marked: 2, startup: 2, chunks: 3 });
    expect(chunk('main.js')).toBe(COMPILE_HINT + before);
    expect(chunk('page.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(chunk('on-demand.js').startsWith('//')).toBe(false);
    expect(JSON.parse(chunk('page.js.map')).sections[0].offset.line).toBe(1);
    expect(fs.readFileSync(path.join(copy, 'main.js'), 'utf8')).toBe(before);

    // A second run (a build step run again) changes nothing, the maps included.
    expect(addCompileHints(dir).marked).toBe(0);
    expect(JSON.parse(chunk('page.js.map')).sections[0].offset.line).toBe(1);
  });
});
