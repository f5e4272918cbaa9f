import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The unit files that mock a module (vi.mock or vi.doMock), found by reading them. */
const MOCKING = fs
  .readdirSync(path.join(import.meta.dirname, 'tests/unit'))
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `tests/unit/${f}`)
  .filter((f) =>
    /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8')),
  );

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Next resolves it to an empty module on the server; tests run the server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      'contentlayer/generated': path.resolve(import.meta.dirname, '.contentlayer/generated'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      {
        // In memory only: no database, no SMTP, no child process, no socket (the guard throws).
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          setupFiles: ['tests/support/unit-guard.ts'],
          // One module graph per worker, not per file: every file imported the content and React
          // afresh (import 82 s of 141 s in a full run; shared, the whole step took 39 s).
          isolate: false,
        },
      },
      {
        // The unit files that replace a module (vi.mock): each in a module graph of its own, since a
        // module another file already imported would stay the real one in a shared graph.
        extends: true,
        test: {
          name: 'unit-mocking',
          include: MOCKING,
          setupFiles: ['tests/support/unit-guard.ts'],
        },
      },
      {
        // Databases (SQLite, PGlite and a real PostgreSQL server), SMTP, server.mjs, CLIs, git.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // Two files at a time on two cores. Vitest's default leaves a core to its own process
          // (cores - 1 workers: one file at a time here), but an integration file spends most of
          // its time waiting on a child process (server.mjs, a CLI, PostgreSQL), a socket or a
          // timer, not running JavaScript. Each file has its own database, temp folder and port.
          maxWorkers: Math.max(2, os.availableParallelism()),
          // A project of its own worker count must run after the others when they run together
          // (`vitest run` with no --project), or Vitest refuses the mix.
          sequence: { groupOrder: 1 },
          // A real PostgreSQL server for the storage and form tests (or a clear failure): see the file.
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          // The operator's inbox for contact notifications and general mailbox (the newsletter's
          // mailto unsubscribe): with neither configured a message is stored without a
          // notification and the mailto is left out (lib/forms/contact.ts, lib/forms/newsletter.ts).
          env: {
            CONTACT_TO: 'operator@clearsignal.test',
            CONTACT_EMAIL_GENERAL: 'hello@clearsignal.test',
          },
        },
      },
    ],
  },
});
