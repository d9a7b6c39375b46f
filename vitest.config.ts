import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The app's tests beside their code run in jsdom, in two projects: `unit` shares one jsdom and one
// module graph per worker across its files (a fresh jsdom per file cost more than the tests themselves;
// tests/support/vitest-setup.ts puts the browser back after each file
// and has the next one load the app's modules anew), and `unit-mocks` gives each of
// the files that replace a module with vi.mock a graph of its own, since a module another file already
// loaded would not be replaced. `contract` runs tests/contract in Node against the generated contract
// and a real Prism; `tooling` runs in Node the tests of what guards the code (lint rules, build
// plugins, the budget check).
const mockingModules = [
  'src/features/payment/components/qr-code-screen.test.tsx',
  'src/features/payment/components/qr-code-same-phone.test.tsx',
  'src/features/player/media/source.test.ts',
  'src/features/player/quality/views.test.ts',
  'src/shared/i18n/fonts.test.ts',
  'src/shared/i18n/i18n-provider.test.tsx',
  'src/shared/ui/toast/toaster-fallback.test.tsx',
];
const unit = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/support/vitest-setup.ts'],
  // Generous: on a 2-core CI machine a jsdom test with user-event can take seconds.
  testTimeout: 20_000,
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { ...unit, name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingModules, isolate: false },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-mocks', include: mockingModules },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/support/prism-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tests/tooling/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
