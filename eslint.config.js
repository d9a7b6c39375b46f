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
// The programs of src/entries/ (docs/start-path.md) are built on their own, so no npm package comes into one
// unless it is its own: each is on every visitor's start.
const noPackage = {
  regex: String.raw`^(?!@/|\.{1,2}/)`,
  message: 'A program of src/entries/ imports no package: it would compile it in, ahead of the first frame.',
};
const restrictEntry = ['error', { patterns: [anyZod, noPackage] }];

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
  {
    target: ['src/app', 'src/features', 'src/shared'],
    from: 'src/entries',
    message:
      'The app imports nothing from src/entries/: each program there is built on its own. What crosses between them is declared in src/shared/hand-over.ts.',
  },
];

// What each program of src/entries/ may import, by its own size rule (docs/start-path.md): whatever it imports
// is compiled into it, and each is on every visitor's start. A module added to a list is measured first
// (npm run build && npm run -s check:budget). Direct imports only: what those import is the budget's to catch.
const inOwnFolder = (program, message) => ({
  target: `src/entries/${program}`,
  from: 'src',
  except: [`./entries/${program}`],
  message,
});
const entryImports = [
  inOwnFolder(
    'floor',
    'The floor scripts are ES5 and every visitor runs the check (0.5 KiB gzip): their own folder only.',
  ),
  inOwnFolder('shell-worker', 'The shell worker (/sw.js) is a program of its own: its own folder only.'),
  {
    target: 'src/entries/page',
    from: 'src',
    except: [
      './entries/page',
      './shared/hand-over.ts',
      './app/routes/stale-chunk.ts',
      './shared/i18n/document-locale.ts',
      './shared/utils/next-task.ts',
      './styles/global.css',
      // Only by import(), after the first frame (no-restricted-syntax below).
      './app/start.tsx',
    ],
    message:
      "The page's entry (boot-*.js, 2.3 KiB gzip) runs before the first frame: a module it imports is measured, then listed in eslint.config.js.",
  },
  {
    target: 'src/entries/early',
    from: 'src',
    except: [
      './entries/early',
      './shared/hand-over.ts',
      './shared/config/config.ts',
      './shared/config/playback-quality.ts',
      './shared/i18n/document-locale.ts',
      './shared/i18n/locale.ts',
      './shared/routes.ts',
      './shared/storage/storage.ts',
      './shared/storage/drama-session.ts',
      './shared/utils/parse.ts',
      './features/session/drama-info-call.ts',
      './features/session/video-url.ts',
      './features/player/logic/episodes.ts',
      './features/player/logic/resume.ts',
      './features/player/logic/linked-episode.ts',
      './features/player/persisted.ts',
      './features/player/media/inline-video.ts',
      './features/player/media/source.ts',
      './features/player/quality/marks.ts',
      './app/routes/stale-chunk.ts',
    ],
    message:
      'The early script (5.3 KiB gzip, the first file of every visit) compiles in a copy of what it imports: a module it imports is measured, then listed in eslint.config.js.',
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
    files: ['src/entries/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictStartPath },
  },
  // The programs themselves, not their tests (which no build takes in).
  {
    files: ['src/entries/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictEntry,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layers, ...entryImports] }],
    },
  },
  {
    files: ['src/entries/page/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/app\\/start(\\.tsx)?$/]',
          message:
            'The app is started by import() once the first frame is out (docs/start-path.md, "The page\'s entry"): a static import would run it with the entry.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', 'mocks/**/*.{ts,mjs}', '*.config.{ts,js}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
