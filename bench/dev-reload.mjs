#!/usr/bin/env node
// How long an MDX edit takes to reach a page in development: starts `npm run dev` on a free port,
// opens a guide page in Chromium, appends a marker paragraph to that guide's MDX file and times
// until the open page shows it (no reload by the test: contentlayer2 dev regenerates, Next's HMR
// refreshes). The edit is undone afterwards. Median of 5 edits.   node bench/dev-reload.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath, freePort, waitFor } from './lib.mjs';

const file = 'content/guides/number-portability.mdx';
const original = fs.readFileSync(file, 'utf8');
const port = await freePort();
const dev = spawn(
  'npx',
  ['concurrently', '-k', '-n', 'content,next', 'contentlayer2 dev', `next dev -p ${port}`],
  {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  },
);
const stop = () => {
  fs.writeFileSync(file, original);
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
// localhost, not 127.0.0.1: Next dev treats another host name as a cross-origin dev client and refuses its HMR connection.
const url = `http://localhost:${port}/guides/number-portability`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
try {
  await waitFor(url, 180_000);
  const page = await browser.newPage();
  await page.goto(url, { timeout: 180_000 });
  await page.waitForTimeout(3000);
  const times = [];
  let text = original;
  for (let i = 1; i <= 5; i++) {
    // Each edit adds one more marker paragraph (the file is restored at the end).
    const marker = `Reload marker ${Date.now()}-${i}`;
    text += `\n\n${marker}\n`;
    const t0 = performance.now();
    fs.writeFileSync(file, text);
    await page.getByText(marker).waitFor({ timeout: 60_000 });
    times.push(performance.now() - t0);
    console.log(`edit ${i}: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
    await page.waitForTimeout(2500);
  }
  times.sort((a, b) => a - b);
  console.log(
    `MDX edit → visible in the open page (dev): median ${(times[2] / 1000).toFixed(2)} s, min ${(times[0] / 1000).toFixed(2)} s, max ${(times[4] / 1000).toFixed(2)} s over 5 edits`,
  );
} finally {
  await browser.close();
  stop();
}
process.exit(0);
