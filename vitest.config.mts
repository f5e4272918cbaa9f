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
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // A real PostgreSQL server for the storage and form tests (or a clear failure): see the file.
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
  },
});
