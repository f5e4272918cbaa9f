// After `next build`, before the brotli copies: the chunks every page starts with are compiled by
// V8 as they stream in, off the main thread (lib/server/static/compile-hints.mjs).
import path from 'node:path';
import { addCompileHints } from '../lib/server/static/compile-hints.mjs';

const { marked, startup, chunks } = addCompileHints(path.join(process.cwd(), '.next'));
console.log(
  `Compile hints: ${startup} start-up chunks of ${chunks} are compiled as they arrive (${marked} marked now)`,
);
