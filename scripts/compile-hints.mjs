// After `next build`, before the brotli copies: the chunks every page starts with are compiled by
// V8 as they stream in, off the main thread (lib/server/static/compile-hints.mjs).
import path from 'node:path';
import { env } from '../lib/server/env.mjs';
import { addCompileHints } from '../lib/server/static/compile-hints.mjs';

// PATCHES_OFF=compile-hints: Next's chunks as it built them, to measure what this earns (bench:lighthouse).
if (env().PATCHES_OFF.includes('compile-hints')) {
  console.log('Compile hints: off (PATCHES_OFF)');
  process.exit(0);
}

const { marked, startup, chunks } = addCompileHints(path.join(process.cwd(), '.next'));
console.log(
  `Compile hints: ${startup} start-up chunks of ${chunks} are compiled as they arrive (${marked} marked now)`,
);
