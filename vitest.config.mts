import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'contentlayer/generated': path.resolve(import.meta.dirname, '.contentlayer/generated'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A real PostgreSQL server for the storage and form tests (or a clear failure): see the file.
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
  },
});
