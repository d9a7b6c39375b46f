import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

// Where zod is allowed (forms in lazily loaded screens), only zod/mini: classic zod costs ~22 KiB gzip
// where zod/mini costs ~6 KiB.
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: "Import { z } from 'zod/mini': classic zod costs ~16 KiB gzip more.",
}));
// What runs before the first video frame imports no zod at all: that JavaScript has a budget
// (bench/budgets.json), and even zod/mini costs ~7 KiB of it (docs/start-path.md, "Off the start path").
const anyZod = {
  group: ['zod', 'zod/*', '@hookform/resolvers/zod'],
  message:
    "The start path parses with '@/shared/utils/parse' (zod/mini would cost ~7 KiB gzip before the first frame).",
};
// Folders on the start path: the entry chunk (app shell, shared, session) and the home screen (player).
const startPathFeatures = new Set(['session', 'player']);

const restrict = ['error', { paths: classicZod }];
const restrictStartPath = ['error', { patterns: [anyZod] }];

// Imports flow one way: shared → features → app, and only src/shared/api reads generated/. Checked on
// the path each import resolves to (through tsconfig's aliases), so a relative import is caught as an
// alias is. An import the resolver cannot follow is not checked here: typecheck fails on it.
const layers = [
  {
    target: 'src/shared',
    from: ['src/features', 'src/app'],
    message: 'shared/ depends on neither a feature nor src/app.',
  },
  { target: 'src/features', from: 'src/app', message: 'Nothing imports from src/app: it composes features.' },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in src/app.',
  })),
  {
    target: ['src/*.{ts,tsx}', 'src/{app,features}/**', 'src/shared/*.{ts,tsx}', 'src/shared/!(api)/**'],
    from: 'generated',
    message: 'Only src/shared/api imports generated/. Use the types it re-exports.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'mocks/media',
      'generated',
      'node_modules',
      'api-docs',
      'bench',
      'test-results',
      'playwright-report',
      'coverage',
      '.tmp',
      'src/shared/i18n/i18n-types.ts',
      'src/shared/i18n/i18n-util*.ts',
      'src/shared/i18n/i18n-react.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layers }],
    },
  },
  // Flat config replaces a rule's options per block: the start path's folders state them in full.
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictStartPath },
  },
  {
    files: [...startPathFeatures].map((feature) => `src/features/${feature}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': restrictStartPath },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', 'mocks/**/*.{ts,mjs}', '*.config.{ts,js}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
