import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
          setupFiles: ['tests/support/unit-guard.ts'],
        },
      },
      {
        // Databases (SQLite, PGlite and a real PostgreSQL server), SMTP, server.mjs, CLIs, git.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
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
