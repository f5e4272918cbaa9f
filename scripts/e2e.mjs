#!/usr/bin/env node
// Runs the Playwright suite against the production build, after checking that Chromium is there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { suiteChromiumPath } from '../e2e/chromium-flags.mjs';

const chromium = suiteChromiumPath();
if (!fs.existsSync(chromium)) {
  console.error(
    `\nNo Chromium found at ${chromium}.\n` +
      `The end-to-end tests drive a real Chromium. Install Debian's headless shell with\n` +
      `    sudo apt-get install -y chromium-headless-shell\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary, e.g.\n` +
      `    CHROMIUM_PATH=/path/to/chrome npm test\n`,
  );
  process.exit(1);
}
if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next/: run `npm run build` first (npm test does).');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
