#!/usr/bin/env node
// `npm test`: every suite in order, stopping at the first that fails, then the time each step took
// and the machine's load when it started (the table docs/testing.md keeps). The content is built
// once and the types are checked once: the build runs without its own TypeScript pass
// (SKIP_BUILD_TYPECHECK, next.config.mjs) and without its prebuild (which would build the content
// again), then `tsc` checks app, lib, tests and scripts with the route types the build generated
// (.next/types: before a build they are missing on a fresh clone, or stale from an older build).
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const STEPS = [
  ['lint', ['npm', 'run', 'lint']],
  ['content', ['npm', 'run', 'content']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['fonts', ['node', 'scripts/copy-fonts.mjs']],
  ['build', ['npm', 'run', '--ignore-scripts', 'build'], { SKIP_BUILD_TYPECHECK: '1' }],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['integration', ['npm', 'run', 'test:integration']],
  ['html', ['npm', 'run', 'test:html']],
  ['e2e', ['npm', 'run', 'test:e2e']],
  ['topology', ['npm', 'run', 'test:topology']],
];

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

const rows = [];
const started = Date.now();
let failed = null;
for (const [name, [cmd, ...args], env] of STEPS) {
  const load = os.loadavg()[0].toFixed(2);
  const t0 = Date.now();
  console.log(`\n=== npm test: ${name} (load ${load}) ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  rows.push([name, seconds(Date.now() - t0), load]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const width = Math.max(...rows.map(([n]) => n.length));
console.log('\nstep'.padEnd(width + 2) + ' time          load at start');
for (const [name, time, load] of rows)
  console.log(`${name.padEnd(width + 1)} ${time.padEnd(13)} ${load}`);
console.log(`${'total'.padEnd(width + 1)} ${seconds(Date.now() - started)}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
