// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has every
// function compiled as the script streams in, on a background thread, instead of each function on
// the main thread the first time it is called. The scripts a page starts with call most of their
// functions once, at start-up: Next's client runtime, React DOM, Turbopack's module factories. Left
// lazy, compiling them was most of the one long task after the first paint (bench/blocking.mjs, a
// one-off since removed: git log -- bench/blocking.mjs); on a phone the background thread runs on another core.
//
// Only the start-up chunks get it (the root main files and each route's entry chunks, from Next's
// build manifests): chunks imported on demand (the cookie banner, a tab widget) stay lazy, since a
// visitor may never need them.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** `source` with the hint as its first line (unchanged when it has it already). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * A source map moved one line down, for a script that gained the hint: a plain map gets an empty
 * first line of mappings; an index map (Turbopack's, in sections) moves each section's offset.
 */
export function shiftSourceMap(json) {
  const map = JSON.parse(json);
  if (Array.isArray(map.sections))
    for (const s of map.sections) s.offset = { ...s.offset, line: s.offset.line + 1 };
  else map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

/**
 * The chunks every page loads to start (paths under `.next/static/chunks`, by their file name):
 * build-manifest.json's root main files and the entry chunks of each route's client reference
 * manifest (its layouts, page, error and not-found boundaries).
 */
export function startupChunks(nextDir) {
  const names = new Set();
  const add = (file) => {
    const m = /static\/chunks\/(.+\.js)$/.exec(file);
    if (m) names.add(m[1]);
  };
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  build.rootMainFiles.forEach(add);
  const app = path.join(nextDir, 'server', 'app');
  for (const rel of fs.readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('_client-reference-manifest.js')) continue;
    const sandbox = { globalThis: {} };
    vm.runInNewContext(fs.readFileSync(path.join(app, rel), 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}))
      for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach(add);
  }
  return names;
}

/**
 * Gives every start-up chunk of the build in `nextDir` the hint (and moves its source map, when
 * the build has one). Writes through a new file, so a copy of the build made with hard links is
 * left as it was. Returns how many chunks were marked, of how many.
 */
export function addCompileHints(nextDir) {
  const chunks = path.join(nextDir, 'static', 'chunks');
  const names = startupChunks(nextDir);
  let marked = 0;
  for (const name of names) {
    const file = path.join(chunks, name);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    replace(file, hinted);
    if (fs.existsSync(`${file}.map`))
      replace(`${file}.map`, shiftSourceMap(fs.readFileSync(`${file}.map`, 'utf8')));
    marked += 1;
  }
  const all = fs.readdirSync(chunks, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  return { marked, startup: names.size, chunks: all.length };
}

function replace(file, text) {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}
