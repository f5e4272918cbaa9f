#!/usr/bin/env node
// Lines of components/ that ship to the browser as client components.
//   node bench/client-lines.mjs [DIR]
// Rule 1 (the issue's): files whose first statement is 'use client'.
// Rule 2 (the client graph): rule 1 plus the files in components/ that only client files import
// (directly or through other such files), since those end up in client bundles only.
// Lines are physical lines (wc -l), blank and comment lines included.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const exts = ['.ts', '.tsx', '.mts', '.mjs'];
const walk = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
        const rel = path.join(dir, e.name);
        if (e.isDirectory())
          return e.name === 'node_modules' || e.name.startsWith('.') ? [] : walk(rel);
        return exts.some((x) => e.name.endsWith(x)) &&
          !e.name.endsWith('.d.ts') &&
          !e.name.endsWith('.d.mts')
          ? [rel]
          : [];
      })
    : [];
const files = ['app', 'components', 'lib'].flatMap(walk);
const text = new Map(files.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
const lines = (f) => text.get(f).split('\n').length - (text.get(f).endsWith('\n') ? 1 : 0);
const isClient = (f) =>
  /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(text.get(f));

function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  for (const c of [
    base,
    ...exts.map((x) => base + x),
    ...exts.map((x) => path.join(base, 'index' + x)),
  ])
    if (text.has(c)) return c;
  return null;
}
const importers = new Map(files.map((f) => [f, new Set()]));
for (const f of files) {
  for (const m of text
    .get(f)
    .matchAll(
      /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
    const to = resolve(f, m[1] ?? m[2]);
    if (to) importers.get(to).add(f);
  }
}
const comp = files.filter((f) => f.startsWith('components/'));
const direct = new Set(files.filter(isClient));
const graph = new Set(direct);
for (let changed = true; changed;) {
  changed = false;
  for (const f of comp) {
    if (graph.has(f)) continue;
    const by = [...importers.get(f)];
    if (by.length && by.every((i) => graph.has(i))) {
      graph.add(f);
      changed = true;
    }
  }
}
const total = comp.reduce((n, f) => n + lines(f), 0);
const report = (label, set) => {
  const fs_ = comp.filter((f) => set.has(f));
  const n = fs_.reduce((s, f) => s + lines(f), 0);
  console.log(
    `${label.padEnd(44)} ${String(fs_.length).padStart(3)} of ${comp.length} files, ${String(n).padStart(5)} of ${total} lines = ${((100 * n) / total).toFixed(1)}%`,
  );
  return fs_;
};
report("client ('use client' files)", direct);
const g = report('client graph (+ files only client files import)', graph);
if (process.argv.includes('--list'))
  for (const f of g)
    console.log(
      `  ${direct.has(f) ? 'use client' : 'client-only'} ${String(lines(f)).padStart(4)} ${f}`,
    );
