// The variants of `bench:lighthouse --without …`: this site with one patch over Next's output left
// out (PATCHES_OFF, lib/server/env.mjs), measured in the same interleaved run as the site as it is
// and the anchors. A patch the build applies (paint-first) needs a build of its own:
// the tree is copied (git's tracked and untracked files, node_modules as hard links) to a folder in
// the temp directory and built there with PATCHES_OFF; a patch server.mjs applies (status-pages,
// render-cache) only needs the server started with it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PATCHES } from '../lib/server/env.mjs';

/** Patches `npm run build` applies. */
export const BUILD_PATCHES = ['paint-first'];
/** What `--without all` leaves out: the patches Lighthouse can see (the render cache: bench:serve). */
export const LIGHTHOUSE_PATCHES = ['paint-first', 'status-pages'];
/** A page that does not exist in each language: what the status-pages patch answers. */
export const MISSING_PAGES = ['/no-such-page', '/ar/no-such-page'];

/** `--without paint-first,status-pages` (or `all`) → [{ name: 'without paint-first', off, build }]. */
export function parseWithout(spec) {
  if (!spec) return [];
  const names = spec === 'all' ? LIGHTHOUSE_PATCHES : spec.split(',').map((s) => s.trim());
  for (const n of names)
    if (!PATCHES.includes(n))
      throw new Error(`--without: no patch named "${n}" (one of ${PATCHES.join(', ')}, or all)`);
  return [...new Set(names)].map((off) => ({
    name: `without ${off}`,
    off,
    build: BUILD_PATCHES.includes(off),
  }));
}

/**
 * Builds the tree at `root` with PATCHES_OFF=`off` in `dir` (made again unless `reuse` and a build
 * is there), the build's output in `dir`/build.log. Returns `dir`.
 */
export function buildVariant(root, off, { reuse = false } = {}) {
  const dir = path.join(os.tmpdir(), `cs-lh-without-${off}`);
  if (reuse && fs.existsSync(path.join(dir, '.next', 'csp-manifest.json'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(root, f)));
  // The operator's .env files, as the build in `root` reads them (git ignores them).
  for (const f of fs.readdirSync(root)) if (/^\.env(\..+)?$/.test(f)) files.push(f);
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(root, f), path.join(dir, f));
  }
  // Hard links where the temp directory shares the file system, else a copy.
  const modules = [path.join(root, 'node_modules'), path.join(dir, 'node_modules')];
  if (spawnSync('cp', ['-al', ...modules]).status !== 0) execFileSync('cp', ['-a', ...modules]);
  const log = fs.openSync(path.join(dir, 'build.log'), 'w');
  process.stderr.write(`building without ${off} in ${dir} (log: ${dir}/build.log)…\n`);
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, PATCHES_OFF: off },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (built.status !== 0) throw new Error(`the build without ${off} failed: ${dir}/build.log`);
  return dir;
}

/** `uptime`'s line (the load averages), for printing beside each round. */
export function uptime() {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  }
}
