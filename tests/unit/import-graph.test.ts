/**
 * scripts/import-graph.mjs, the lint step that keeps the import graph a tree of layers: it finds a
 * circle (through type-only imports and tsconfig's `@/` paths too) and an import from app/ in
 * components/ or lib/, and `--check` then fails; a clean graph passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, circles, importGraph, upwardImports } from '@/scripts/import-graph.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

/** A tree of `files` (path → text) with the site's tsconfig paths. */
function tree(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  roots.push(root);
  const config = { compilerOptions: { moduleResolution: 'bundler', paths: { '@/*': ['./*'] } } };
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
const check = checkImports;

const CLEAN = {
  'lib/a.ts': "import { b } from './b';\nexport const a = b;\n",
  'lib/b.ts': 'export const b = 1;\n',
  'lib/server/c.mjs': "export { b } from '../b';\n",
  'lib/server/c.d.mts': 'export declare const b: number;\n',
  'components/x.tsx': "import { a } from '@/lib/a';\nexport const x = a;\n",
  'app/page.tsx':
    "import { x } from '@/components/x';\nimport { b } from '@/lib/server/c.mjs';\nexport default () => x + b;\n",
};

describe('the import graph check', () => {
  it('passes a graph whose imports only go down, through paths and .d.mts twins', () => {
    const root = tree(CLEAN);
    const graph = importGraph(root);
    expect(graph.get('app/page.tsx')).toEqual(['components/x.tsx', 'lib/server/c.mjs']);
    expect(graph.get('lib/server/c.mjs')).toEqual(['lib/b.ts']);
    expect(circles(graph)).toEqual([]);
    expect(check(root).ok).toBe(true);
  });

  it('fails on a circle, even one closed by a type-only import', () => {
    const root = tree({
      ...CLEAN,
      'lib/b.ts': "import type { A } from './a';\nexport const b = 1;\nexport type B = A;\n",
      'lib/a.ts': "import { b } from './b';\nexport const a = b;\nexport type A = number;\n",
    });
    expect(circles(importGraph(root))).toEqual([['lib/a.ts', 'lib/b.ts']]);
    const run = check(root);
    expect(run.ok).toBe(false);
    expect(run.lines).toContain('circle: lib/a.ts ↔ lib/b.ts');
  });

  it('fails on an import from app/ in components/ or lib/', () => {
    const root = tree({
      ...CLEAN,
      'app/actions.ts': 'export async function act() {}\n',
      'components/x.tsx': "import { act } from '@/app/actions';\nexport const x = act;\n",
    });
    expect(upwardImports(importGraph(root))).toEqual([
      `components${path.sep}x.tsx → app${path.sep}actions.ts`,
    ]);
    expect(check(root).ok).toBe(false);
  });
});
