#!/usr/bin/env node
// `npm test`: every suite in order, stopping at the first stage that fails, then the time each step took
// and the machine's load when it started (the table docs/testing.md keeps). The content is built
// once and the types are checked once: the build runs without its own TypeScript pass
// (SKIP_BUILD_TYPECHECK, next.config.mjs) and without its prebuild (which would build the content
// again), then `tsc` checks app, lib, tests and scripts with the route types the build generated
// (.next/types: before a build they are missing on a fresh clone, or stale from an older build).
//
// A stage's lanes run at the same time, each lane's steps in order: steps that each keep one core
// busy and need nothing of each other share the two (lint reads no generated file, so it runs
// beside the content build and the unit tests; the type check beside the HTML check, both after
// the build; the topology test beside the integration tests). The first lane prints as it goes;
// the others' output follows when the stage ends.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { busyShare, cpuNow } from './cpu-time.mjs';

const STAGES = [
  [
    [['lint', ['npm', 'run', 'lint']]],
    [
      ['content', ['npm', 'run', 'content']],
      ['unit', ['npm', 'run', 'test:unit']],
    ],
  ],
  [[['fonts', ['node', 'scripts/copy-fonts.mjs']]]],
  [[['build', ['npm', 'run', '--ignore-scripts', 'build'], { SKIP_BUILD_TYPECHECK: '1' }]]],
  [[['typecheck', ['npm', 'run', 'typecheck']]], [['html', ['npm', 'run', 'test:html']]]],
  // The topology test mostly waits (restarts, a steady trickle of requests: 64 % of the two cores
  // alone) on ports of its own: beside the integration tests the two took 234 s, one after the
  // other 287 s (docs/testing.md).
  [
    [['integration', ['npm', 'run', 'test:integration']]],
    [['topology', ['npm', 'run', 'test:topology']]],
  ],
  [[['e2e', ['npm', 'run', 'test:e2e']]]],
];

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/** One step: its exit status; its output printed live, or kept for later when `held`. */
function run([cmd, ...args], env, held) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (held) {
      child.stdout.on('data', (c) => held.push(c));
      child.stderr.on('data', (c) => held.push(c));
    }
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code));
  });
}

const order = STAGES.flat(2).map(([name]) => name);
const rows = [];
const started = Date.now();
const cpuStart = cpuNow();
let failed = null;
for (const lanes of STAGES) {
  const together = lanes.length > 1 ? lanes.flat().map(([name]) => name) : [];
  const outputs = lanes.map((_, i) => (i === 0 ? null : []));
  await Promise.all(
    lanes.map(async (steps, i) => {
      for (const [name, command, env] of steps) {
        const load = os.loadavg()[0].toFixed(2);
        const t0 = Date.now();
        const cpu0 = cpuNow();
        const title = `\n=== npm test: ${name} (load ${load}) ===\n`;
        if (outputs[i]) outputs[i].push(Buffer.from(title));
        else process.stdout.write(title);
        const status = await run(command, env, outputs[i]);
        const beside = together.filter((n) => !steps.some(([own]) => own === n));
        const cores = busyShare(cpu0, cpuNow());
        rows.push([order.indexOf(name), name, seconds(Date.now() - t0), load, cores, beside]);
        if (status !== 0) {
          failed ??= name;
          return;
        }
      }
    }),
  );
  for (const out of outputs) if (out) process.stdout.write(Buffer.concat(out));
  if (failed) break;
}

rows.sort((a, b) => a[0] - b[0]);
const width = Math.max(...rows.map(([, n]) => n.length));
console.log('\nstep'.padEnd(width + 2) + ' time          load at start  cores busy');
for (const [, name, time, load, cores, beside] of rows)
  console.log(
    `${name.padEnd(width + 1)} ${time.padEnd(13)} ${load.padEnd(14)} ${cores.padEnd(5)}${beside.length ? ` (beside ${beside.join(', ')})` : ''}`,
  );
const cpuEnd = cpuNow();
const cpuSeconds = cpuEnd && cpuStart ? cpuEnd.busy - cpuStart.busy : null;
console.log(
  `${'total'.padEnd(width + 1)} ${seconds(Date.now() - started).padEnd(28)} ${busyShare(cpuStart, cpuEnd)}` +
    (cpuSeconds === null
      ? ''
      : ` (${Math.round(cpuSeconds)} CPU-seconds: at least ${seconds((1000 * cpuSeconds) / os.availableParallelism())} on ${os.availableParallelism()} cores)`),
);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
