import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rangeOutcome, staticFile } from '@/lib/server/static/range.mjs';

describe('rangeOutcome (what send makes of a Range header)', () => {
  it.each([
    ['bytes=0-9', 'satisfiable'],
    ['bytes=90-', 'satisfiable'],
    ['bytes=-10', 'satisfiable'],
    ['bytes=0-999999', 'satisfiable'],
    ['bytes=999999-, 0-1', 'satisfiable'],
    ['bytes=999999-', 'unsatisfiable'],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=5-1', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-101', 'unsatisfiable'],
    ['bytes=99999999999999999999999-', 'unsatisfiable'],
    ['bytes=abc', 'unsatisfiable'],
    ['bytes=', 'unsatisfiable'],
    ['items=0-1', 'ignore'],
    ['0-1', 'ignore'],
  ])('%s on 100 bytes → %s', (header, expected) =>
    expect(rangeOutcome(header, 100)).toBe(expected),
  );
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-static-range-'));
const staticDir = path.join(tmp, 'static');
const publicDir = path.join(tmp, 'public');
fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
fs.writeFileSync(path.join(staticDir, 'chunks', 'a.js'), '12345');
fs.writeFileSync(path.join(publicDir, 'icon.svg'), '123');
fs.writeFileSync(path.join(tmp, 'secret.txt'), 'secret');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('staticFile', () => {
  const dirs = { staticDir, publicDir };
  it('finds build assets and public files with their size', () => {
    expect(staticFile('/_next/static/chunks/a.js', dirs)?.size).toBe(5);
    expect(staticFile('/icon.svg', dirs)?.size).toBe(3);
    expect(staticFile('/ic%6Fn.svg', dirs)?.size).toBe(3);
  });
  it('never leaves its folders and ignores folders, missing files and bad escapes', () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/_next/static/../../secret.txt',
      '/images',
      '/images/',
      '/nope.svg',
      '/%ZZ',
      '/a%5C..%5Csecret.txt',
    ])
      expect(staticFile(p, dirs), p).toBeNull();
  });
});
