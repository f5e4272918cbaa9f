// Plain JavaScript so the benchmarks (bench/lib.mjs, run by node) and the e2e suite (./chromium.ts)
// launch Chromium with the same flags from one list.
import fs from 'node:fs';

/** Debian's chromium-headless-shell: the same Chromium build without the desktop browser around it. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium: the benchmarks' (Lighthouse measures what a visitor's browser does). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the e2e suite drives: CHROMIUM_PATH, else Debian's headless shell when it is
 * installed (what Playwright itself runs headless: no browser UI, profile or WebUI processes
 * around the pages; routes-sweep.spec took 179 CPU-seconds instead of 206 with it), else
 * Debian's full Chromium.
 */
export function suiteChromiumPath(env = process.env, exists = fs.existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** No sandbox (root), no GPU, and none of Chromium's own network traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
