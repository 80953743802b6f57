import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readFileSync, readdirSync } from 'node:fs';

/*
 * The house's boundaries (docs/ARCHITECTURE.md, "Boundaries the lint enforces"). no-restricted-imports
 * matches the import string as written, so each zone names both the relative and the aliased forms.
 * A later block's options replace an earlier block's for the same rule, so every zone lists all the
 * restrictions that apply to it (SERVER_WIDE is repeated in each server zone).
 */
const relativeTo = (dirs) => `^(\\.\\./)+(${dirs.join('|')})(/|$)`;
const SERVER_WIDE = [
  { regex: '(^|/)bench(/|$)', message: 'server/src never imports bench/: shared test helpers live in server/src/test-support.' },
];
const restrict = (...patterns) => ['error', { patterns: [...patterns] }];
const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The common/ modules that load zod, read from the files so a new contract is covered the day it lands.
const ZOD_MODULES = readdirSync(new URL('./common', import.meta.url), { recursive: true })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => /from 'zod'/.test(readFileSync(new URL(`./common/${file}`, import.meta.url), 'utf8')))
  .map((file) => file.replace(/\.ts$/, '').replaceAll('\\', '/'));

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/src/db/migrations/**', 'coverage/**', 'bench/corpus/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(...SERVER_WIDE) },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(...SERVER_WIDE, {
        regex: relativeTo(['http']),
        message: 'Use cases never import the HTTP layer: routes call modules, not the other way round.',
      }),
    },
  },
  {
    files: ['server/src/{documents,extraction,rendering}/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(...SERVER_WIDE, {
        regex: relativeTo(['db', 'modules', 'jobs', 'http']),
        message: 'documents/, extraction/ and rendering/ are pure libraries: they never import db/, modules/, jobs/ or http/.',
      }),
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        regex: relativeTo(['server']),
        message: 'The client imports nothing from server/: shared shapes live in common/.',
      }),
    },
  },
  // The client takes types from the zod contracts, values only from their zod-free halves (limits, messages,
  // rules): a value import would put zod (~90 KB) in that page's chunk. Tests may import anything.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@common/(${ZOD_MODULES.join('|')})$`,
              allowTypeImports: true,
              message: 'This common/ module loads zod: import its types with `import type`, and constants from its zod-free half (e.g. contracts/processing-rules).',
            },
          ],
        },
      ],
    },
  },
  // A feature reaches another feature only through its public entry, features/<name>/index.ts.
  ...FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        { regex: relativeTo(['server']), message: 'The client imports nothing from server/: shared shapes live in common/.' },
        {
          regex: `^@/features/(?!${feature}/)[^/]+/.+`,
          message: 'Import another feature only through its public entry (@/features/<name>); session hooks live in @/lib/session.',
        },
        {
          regex: '^(\\.\\./){2,}',
          message: 'Reach outside this feature by alias (@/lib, @/components, @/features/<name>), never by a relative path.',
        },
      ),
    },
  })),
);
