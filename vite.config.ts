import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoMedia } from './mocks/demo-media-plugin';
import { buildTarget } from './scripts/vite-plugins/browser-floor';
import { eagerCommonJs } from './scripts/vite-plugins/eager-commonjs';
import { earlyScript } from './scripts/vite-plugins/early-script';
import { floorScriptFiles, floorScripts } from './scripts/vite-plugins/floor-scripts';
import { startChunk } from './scripts/vite-plugins/start-chunk';
import { pureReactRouterWrappers } from './scripts/vite-plugins/pure-react-router';
import { serviceWorker } from './scripts/vite-plugins/service-worker';
import { syntaxFloor } from './scripts/vite-plugins/syntax-floor';

// The app calls /h5 and /tt on its own origin; in development and preview they are
// forwarded to the Prism mock (MOCK_PORT, 4010 unless set).
const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
const proxy = {
  '/h5': { target: mockTarget, changeOrigin: true },
  '/tt': { target: mockTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    pureReactRouterWrappers(),
    demoMedia(),
    earlyScript({ entry: 'src/entries/early/early.ts', dictionaryDir: '/src/shared/i18n/' }),
    startChunk({ start: '/src/app/start.tsx', screen: '/src/app/routes/home.tsx' }),
    eagerCommonJs(),
    serviceWorker({ entry: 'src/entries/shell-worker/shell-worker.ts', fileName: 'sw.js' }),
    floorScripts({ check: 'src/entries/floor/floor.ts', page: 'src/entries/floor/floor-page.ts' }),
    syntaxFloor({ es5: [floorScriptFiles] }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: false, proxy },
  // The syntax target is the support floor (scripts/vite-plugins/browser-floor.ts), which syntaxFloor checks.
  // No modulepreload polyfill (every browser the app supports preloads modules itself): docs/start-path.md,
  // "No modulepreload polyfill". The manifest (dist/.vite/manifest.json; nginx serves no dot path) is how
  // npm test weighs the home first-load JS of a build (scripts/check-budget.mjs).
  build: { target: buildTarget, sourcemap: true, manifest: true, modulePreload: { polyfill: false } },
});
