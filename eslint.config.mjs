// One type-aware lint configuration for the whole workspace.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { typedParserOptions } from './scripts/lib/lint-programs.mjs';
import {
  intlExports,
  queryExports,
  routerExports,
  styledExports,
} from './packages/build-config/shared.mjs';

// `eslint .`: the project service builds each file's program; scripts/check.mjs (the `check`
// targets) hands over the programs its type check built (scripts/lib/lint-programs.mjs).
const parserOptions = typedParserOptions(import.meta.dirname);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/.data/**',
      '**/.runtime/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.d.mts',
      // Declarations generated from the remotes' exposed modules.
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions,
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The shared react-router-dom, @tanstack/react-query, react-intl and styled-components are
    // tree-shaken to `routerExports`, `queryExports`, `intlExports` and `styledExports`
    // (packages/build-config): an app importing anything else would get undefined at run time.
    // Add the name there first.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'remotes/*/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.{ts,tsx}',
      'design-system/src/**/*.{ts,tsx}',
    ],
    // The server build shares both whole (no tree shaking in Node).
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-*.{ts,tsx}',
      'shell/src/server/**',
      'shell/src/app/data-router.ts',
      // The test helpers (unit tests only) run their own router.
      'packages/shared/src/testing/**',
      // Storybook and the design system's test helpers run outside Module Federation.
      '**/*.stories.tsx',
      'design-system/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: [...routerExports],
              allowTypeImports: true,
              message:
                'The shared react-router-dom keeps only routerExports (packages/build-config/shared.mjs): add the name there.',
            },
            {
              name: '@tanstack/react-query',
              allowImportNames: [...queryExports],
              allowTypeImports: true,
              message:
                'The shared @tanstack/react-query keeps only queryExports (packages/build-config/shared.mjs): add the name there.',
            },
            {
              name: 'react-intl',
              allowImportNames: [...intlExports],
              allowTypeImports: true,
              message:
                'The shared react-intl keeps only intlExports (packages/build-config/shared.mjs): add the name there.',
            },
            {
              name: 'styled-components',
              // `default` is `import styled from 'styled-components'`.
              allowImportNames: [...styledExports],
              allowTypeImports: true,
              message:
                'The shared styled-components keeps only styledExports (packages/build-config/shared.mjs): add the name there.',
            },
            {
              name: 'react-router',
              allowTypeImports: true,
              message:
                'react-router is not shared: only shell/src/app/data-router.ts imports it, in a bundler layer of its own. Import from react-router-dom.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The local stack is plain .mjs run by Node, type-checked by supabase/tsconfig.json
    // (checkJs, strict): the type-aware rules apply to it as to the TypeScript code.
    files: ['supabase/stack/**/*.mjs'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions,
    },
    rules: {
      // Database rows are `any` (db.mjs's QueryResult, as pg and PGlite give them); until each
      // query's rows have a type, every read of a column would be reported.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // An async function without await is how the stack turns a throw into a rejection
      // (cleanups, work run under the database gate).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The benchmarks hand functions to Playwright's page.evaluate and addInitScript: those run
    // in the page.
    files: ['perf/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Suites take `test` from e2e/support/test.ts, which fails a test on any
    // Content-Security-Policy violation; Playwright's own would skip that check.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/test' (it fails on CSP violations).",
            },
          ],
        },
      ],
    },
  },
);
