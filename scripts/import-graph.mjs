#!/usr/bin/env node
// The import graph of app/, components/ and lib/, resolved as TypeScript resolves it (tsconfig's
// paths, a `.mjs` read through its `.d.mts` twin): `--check` fails on a circle, or on a file in
// components/ or lib/ that imports from app/ (the routes sit on top; nothing below reaches up).
// Run by `npm run lint`; `node scripts/import-graph.mjs` alone lists what it finds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const LAYERS = ['app', 'components', 'lib'];

/** Every source file under `dirs` of `root` (relative paths), declarations aside. */
function sourceFiles(root, dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/** file → the files of the graph it imports (static, dynamic, type-only and re-exports). */
export function importGraph(root, dirs = LAYERS) {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config ?? {};
  const { options } = ts.parseJsonConfigFileContent(
    { compilerOptions: config.compilerOptions ?? {} },
    ts.sys,
    root,
  );
  options.allowJs = true;
  const files = sourceFiles(root, dirs);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const abs = path.join(root, file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(abs, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, abs, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      // A `.mjs` module is typed by its `.d.mts` twin: the edge goes to the module itself.
      const target = path.relative(root, resolved.resolvedFileName).replace(/\.d\.mts$/, '.mjs');
      if (known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The circles of `graph`: one per strongly connected component of more than one file. */
export function circles(graph) {
  // Tarjan's algorithm, iterative enough for this tree's depth.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Imports from app/ in components/ or lib/: `file → target` lines. */
export function upwardImports(graph) {
  const layer = (file) => file.split(path.sep)[0];
  const up = [];
  for (const [file, targets] of graph)
    if (layer(file) !== 'app')
      for (const target of targets) if (layer(target) === 'app') up.push(`${file} → ${target}`);
  return up;
}

/** What `--check` reports for the tree at `root`, and whether it passes. */
export function checkImports(root) {
  const graph = importGraph(root);
  const found = circles(graph);
  const up = upwardImports(graph);
  const lines = [
    ...found.map((circle) => `circle: ${circle.join(' ↔ ')}`),
    ...up.map((line) => `imports from app/: ${line}`),
    `${graph.size} files, ${found.length} circle(s), ${up.length} import(s) from app/ below it`,
  ];
  return { ok: found.length === 0 && up.length === 0, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, lines } = checkImports(process.cwd());
  console.log(lines.join('\n'));
  if (process.argv.includes('--check') && !ok) process.exit(1);
}
