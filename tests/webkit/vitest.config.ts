import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The WebKit journeys (tests/webkit), run by scripts/webkit/run.mjs (npm run test:webkit), which starts
// the app, the examples proxy and WebKitGTK's WebDriver server and passes their addresses in WEBKIT_*.
// One file and one browser at a time: a MiniBrowser is a browser, a web and a network process.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('../../generated', import.meta.url)),
      '@tests': fileURLToPath(new URL('..', import.meta.url)),
    },
  },
  test: {
    name: 'webkit',
    include: ['tests/webkit/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
