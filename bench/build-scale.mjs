#!/usr/bin/env node
// Build time and peak memory as the library grows: for each N, a temporary copy of the project
// gets N synthetic guides (beside the real ten), then the content build (check + contentlayer2)
// and `next build` run under /usr/bin/time. Prints wall time and the largest process's peak RSS.
//   npx tsx bench/build-scale.mjs [--sizes 10,250,1000]
// The copies live in the OS temp folder and are deleted; nothing is committed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticGuides } from './synthetic-guides.mjs';

const i = process.argv.indexOf('--sizes');
const sizes = (i > 0 ? process.argv[i + 1] : '10,250,1000').split(',').map(Number);
const root = process.cwd();
if (!fs.existsSync('/usr/bin/time')) {
  console.error('bench/build-scale needs GNU time: apt-get install -y time');
  process.exit(1);
}

function timed(cwd, cmd, args) {
  const res = spawnSync('/usr/bin/time', ['-v', cmd, ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: process.env.NODE_OPTIONS ?? '',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const err = res.stderr ?? '';
  const wall = err.match(/Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/);
  const seconds = wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : NaN;
  const rssKb = Number(err.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN);
  return {
    ok: res.status === 0,
    seconds,
    rssMb: rssKb / 1024,
    tail: `${res.stdout}\n${err}`.split('\n').filter(Boolean).slice(-15).join('\n'),
  };
}

console.log(
  `build scale on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB (peak RSS = the largest single process)`,
);
for (const n of sizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cs-scale-${n}-`));
  execFileSync('git', ['clone', '-q', root, dir]);
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  writeSyntheticGuides(path.join(dir, 'content', 'guides', 'synthetic'), n);
  const content = timed(dir, 'npm', ['run', '-s', 'content']);
  const build = content.ok ? timed(dir, 'npx', ['next', 'build']) : null;
  console.log(
    `N=${String(n).padStart(5)} guides (+10 real): content ${content.seconds.toFixed(1)} s, peak ${content.rssMb.toFixed(0)} MB${content.ok ? '' : ' FAILED'}; ` +
      (build
        ? `next build ${build.seconds.toFixed(1)} s, peak ${build.rssMb.toFixed(0)} MB${build.ok ? '' : ' FAILED'}`
        : 'next build not run'),
  );
  if (!content.ok) console.log(content.tail);
  if (build && !build.ok) console.log(build.tail);
  fs.rmSync(dir, { recursive: true, force: true });
}
