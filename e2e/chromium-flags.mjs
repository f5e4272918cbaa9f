// Plain JavaScript so the benchmarks (bench/lib.mjs, run by node) and the e2e suite (./chromium.ts)
// launch Chromium with the same flags from one list.

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
