import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import local from './eslint-rules/logical-classes.mjs';

/**
 * No words in components (issue 23): every word a visitor reads comes from content/, so a
 * translation is a content change only. What may still be written in JSX: punctuation, symbols
 * and the brand.
 */
const ALLOWED_LITERALS = [
  ...[
    '.',
    ',',
    ':',
    ';',
    '·',
    '›',
    '/',
    '(',
    ')',
    '()',
    '*',
    '!',
    '?',
    '—',
    '–',
    '-',
    '+',
    '×',
    '★',
    '✓',
    '©',
    '|',
  ],
  'ClearSignal',
];
/** Attributes and object keys whose value a visitor reads or hears. */
const READ_ATTRS =
  '/^(alt|title|aria-label|aria-description|aria-valuetext|aria-roledescription|placeholder|label|summary)$/';
const READ_KEYS = '/^(alt|title|description|label|heading|text|message|lead|intro)$/';
const WORD = '/[A-Za-z]{2,}/';
const wordMessage =
  'Words a visitor reads live in content/ (page copy, content/forms/*.json): read them from there.';

export const noLiteralWords = {
  'react/jsx-no-literals': [
    'error',
    { noStrings: true, ignoreProps: true, allowedStrings: ALLOWED_LITERALS },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: `JSXAttribute[name.name=${READ_ATTRS}] > Literal[value=${WORD}]`,
      message: wordMessage,
    },
    {
      selector: `JSXAttribute[name.name=${READ_ATTRS}] > JSXExpressionContainer > :matches(Literal, ConditionalExpression > Literal, LogicalExpression > Literal)[value=${WORD}]`,
      message: wordMessage,
    },
    {
      selector: `JSXAttribute[name.name=${READ_ATTRS}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
      message: wordMessage,
    },
    { selector: `Property[key.name=${READ_KEYS}] > Literal[value=${WORD}]`, message: wordMessage },
    {
      selector: `Property[key.name=${READ_KEYS}] > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
      message: wordMessage,
    },
    {
      selector: `VariableDeclarator[id.name='alt'] > Literal[value=${WORD}]`,
      message: wordMessage,
    },
  ],
};

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
  { files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'], rules: noLiteralWords },
  // No module imports itself back through others: a cycle makes evaluation order depend on which
  // file is imported first (components/forms/field.tsx and field-control.tsx once leaned on each
  // other). eslint-config-next registers the plugin and its TypeScript resolver (`@/` paths); the
  // rule skips `import type`, which ties no evaluation order.
  {
    files: ['app/**/*.{ts,tsx,mjs}', 'components/**/*.{ts,tsx,mjs}', 'lib/**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // useSyncExternalStore re-renders synchronously, inside the hydration's effects, wherever the
  // browser's snapshot differs from the server's: one long task on a phone. useHydrated and
  // useClientValue (components/ui/use-hydrated.ts) render the change in slices. A media query is
  // the one use left: on phones it matches the server's answer.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['components/ui/use-media-query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useSyncExternalStore'],
              message:
                'It re-renders synchronously after hydration: use useHydrated or useClientValue (components/ui/use-hydrated.ts).',
            },
          ],
        },
      ],
    },
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
