import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const SMTP_PORT = PORT + 1425; // 4525 by default
const SMTP_HTTP_PORT = SMTP_PORT + 1;

// One fresh database per run, shared by the server and the tests (workers inherit the env).
process.env.E2E_DATABASE_URL ??= `file:${path.join(os.tmpdir(), `clearsignal-e2e-${PORT}-${Date.now()}.db`)}`;
process.env.E2E_SMTP_HTTP = `http://127.0.0.1:${SMTP_HTTP_PORT}`;
// A form's timing token is old enough after this (ms) on the test server, not a person's 2 s: the
// tests that send a form with JavaScript wait it out (e2e/fixtures.ts atPersonsPace). Not shorter:
// newsletter.spec's bot posts a token the instant it has it, which must still be too fresh.
process.env.E2E_FORM_MIN_FILL_MS ??= '1000';

export default defineConfig({
  testDir: './e2e',
  // lib/config/site.ts and other server modules import 'server-only': e2e/tsconfig.json maps it to its empty module.
  tsconfig: './e2e/tsconfig.json',
  fullyParallel: true,
  // 2 on this 2-core machine. With the full Chromium, 3 overloaded it and tests timed out (5
  // timeouts in a full run). With the headless shell, 3 passed twice without a timeout, 476 and
  // 479 s against 500 s with 2, but on a machine busy with other work (a third run lost its server
  // to a `pkill` run by hand for another one: docs/testing.md). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs every test a DOM snapshot per action, passing or not: a fifth of the
    // suite's CPU (measured on pages.spec: 300 → 234 CPU-seconds without it). So only a retry
    // records one (CI retries once); a local failure still leaves its error context and page
    // snapshot, and `npm run test:e2e -- --trace on` records traces on demand.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node e2e/smtp-sink.mjs',
      url: `${process.env.E2E_SMTP_HTTP}/health`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
    {
      command: 'node server.mjs',
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
        CONTACT_TO: 'operator@clearsignal.test',
        OUTBOX_INTERVAL_MS: '300',
        // Each test sends its own X-Forwarded-For (e2e/fixtures.ts), so rate limits are per test.
        TRUST_PROXY: '1',
        RATE_LIMIT_CONTACT: '8/600',
        RATE_LIMIT_NEWSLETTER: '8/600',
        FORM_MIN_FILL_MS: process.env.E2E_FORM_MIN_FILL_MS,
        // Optional scripts for the consent tests (the tests answer these paths themselves).
        OPTIONAL_ANALYTICS_SCRIPTS: '/e2e-optional/analytics.js',
        OPTIONAL_MARKETING_SCRIPTS: '/e2e-optional/marketing.js',
        // app/[locale]/render-error-probe throws only with this (e2e/errors.spec.ts).
        RENDER_ERROR_PROBE: '1',
      },
    },
  ],
});
