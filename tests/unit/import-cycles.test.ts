/**
 * No module of the site imports itself back through others (the import graph has no cycle).
 * A cycle makes evaluation order depend on which file is imported first, and it is how
 * components/forms/field.tsx and field-control.tsx once leaned on each other. Type-only imports
 * count too: they tie the files together for the reader all the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.mts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return EXTENSIONS.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.mts') ? [rel] : [];
  });
}

/** The static imports and re-exports of a source text (not `import()`: that loads later). */
export function importSpecifiers(text: string): string[] {
  const found: string[] = [];
  const re =
    /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) found.push(m[1] ?? m[2]);
  return found;
}

function resolve(from: string, spec: string, files: Set<string>): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((x) => base + x),
    ...EXTENSIONS.map((x) => path.join(base, 'index' + x)),
  ];
  return candidates.find((c) => files.has(c)) ?? null;
}

/** Every cycle's files, in import order (strongly connected components of more than one file, or a self-import). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.includes(v)) out.push(scc.reverse());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

function importGraph(dirs: string[]): Map<string, string[]> {
  const files = new Set(dirs.flatMap(sourceFiles));
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const text = fs.readFileSync(path.join(root, f), 'utf8');
    graph.set(
      f,
      importSpecifiers(text)
        .map((s) => resolve(f, s, files))
        .filter((x): x is string => x !== null),
    );
  }
  return graph;
}

describe('the import graph', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const g = new Map([
      ['a.tsx', ['b.tsx']],
      ['b.tsx', ['c.tsx', 'a.tsx']],
      ['c.tsx', []],
      ['d.tsx', ['d.tsx']],
    ]);
    expect(cycles(g)).toEqual([['a.tsx', 'b.tsx'], ['d.tsx']]);
    expect(
      importSpecifiers(
        "import type { X } from './field';\nimport './x.css';\nexport { y } from '@/lib/y';",
      ),
    ).toEqual(['./field', './x.css', '@/lib/y']);
  });

  it('of components/forms has no cycle, and field.tsx imports field-control.tsx one way only', () => {
    const graph = importGraph(['components/forms']);
    expect(graph.get('components/forms/field.tsx')).toContain('components/forms/field-control.tsx');
    expect(cycles(graph)).toEqual([]);
  });

  it('of app, components and lib has no cycle', () => {
    expect(cycles(importGraph(['app', 'components', 'lib']))).toEqual([]);
  });
});
