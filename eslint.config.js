import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared → features → app. Only src/shared/api may read generated/.
const generatedImports = {
  group: ['@generated/*', '**/generated/*', '**/generated'],
  message: 'Only src/shared/api imports generated/. Use the types it re-exports.',
};
const appImports = { group: ['@/app/*', '**/app/*'], message: 'Nothing imports from src/app: it composes features.' };
const featureImports = { group: ['@/features/*', '**/features/*'], message: 'shared/ must not depend on a feature.' };

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

// Flat config replaces a rule's options per block, so every src block states them in full.
const restrict = (...patterns) => ['error', { paths: classicZod, patterns }];
const restrictStartPath = (...patterns) => ['error', { patterns: [...patterns, anyZod] }];

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(generatedImports),
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictStartPath(generatedImports) },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/**'],
    rules: { 'no-restricted-imports': restrictStartPath(generatedImports, appImports, featureImports) },
  },
  {
    files: ['src/shared/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictStartPath(appImports, featureImports) },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': (startPathFeatures.has(feature) ? restrictStartPath : restrict)(
        generatedImports,
        appImports,
        {
          group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`],
          message: 'A feature does not import another feature; compose them in src/app.',
        },
      ),
    },
  })),
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', 'mocks/**/*.{ts,mjs}', '*.config.{ts,js}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
