import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import local from './eslint-rules/logical-classes.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Next registers the jsx-a11y plugin with a handful of rules; turn on its full recommended set.
  { files: ['**/*.{jsx,tsx}'], rules: { ...jsxA11y.flatConfigs.recommended.rules } },
  // Layout by reading direction: ms-/pe-/start-/text-start/border-s, never ml-/pr-/left-/text-left/border-l
  // (eslint-rules/logical-classes.mjs; its allow-list holds what is truly physical).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/logical-classes': 'error' },
  },
  globalIgnores([
    '.next/**',
    '.contentlayer/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'tests/fixtures/**',
  ]),
]);
