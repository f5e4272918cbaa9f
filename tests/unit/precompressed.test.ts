import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliAsset } from '@/lib/server/static/precompressed.mjs';

// <tmp>/static is the static folder; <tmp>/secret.js.br sits outside it.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-precompressed-'));
const dir = path.join(tmp, 'static');
fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true });
fs.writeFileSync(path.join(dir, 'chunks', 'app.js.br'), 'xx');
fs.writeFileSync(path.join(dir, 'chunks', 'app.css.br'), 'xxx');
fs.writeFileSync(path.join(tmp, 'secret.js.br'), 'x');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const BR = 'gzip, deflate, br, zstd';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, br;q=0.0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsBrotli(header)).toBe(expected));
});

describe('brotliAsset', () => {
  it('answers a script or stylesheet under /_next/static/ with its brotli copy, size and type', () => {
    expect(brotliAsset(dir, '/_next/static/chunks/app.js', BR)).toEqual({
      file: path.join(dir, 'chunks', 'app.js.br'),
      type: 'application/javascript; charset=UTF-8',
      size: 2,
      mtimeMs: fs.statSync(path.join(dir, 'chunks', 'app.js.br')).mtimeMs,
    });
    expect(brotliAsset(dir, '/_next/static/chunks/app.css', BR)?.type).toBe(
      'text/css; charset=UTF-8',
    );
  });

  it('leaves everything else to Next', () => {
    // The browser does not accept br.
    expect(brotliAsset(dir, '/_next/static/chunks/app.js', 'gzip')).toBeNull();
    // No copy on disk, another type, another prefix.
    expect(brotliAsset(dir, '/_next/static/chunks/missing.js', BR)).toBeNull();
    expect(brotliAsset(dir, '/_next/static/chunks/app.woff2', BR)).toBeNull();
    expect(brotliAsset(dir, '/chunks/app.js', BR)).toBeNull();
    // Paths that would leave the folder, or name a file in it oddly.
    for (const p of [
      '/_next/static/../secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/secret.js',
      '/_next/static/chunks/./app.js',
      '/_next/static/chunks//app.js',
      '/_next/static/chunks/app.js?x=1',
    ])
      expect(brotliAsset(dir, p, BR), p).toBeNull();
  });
});
