import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoMedia } from './mocks/demo-media-plugin';
import { preloadLanding } from './scripts/vite-plugins/preload-landing';
import { pureReactRouterWrappers } from './scripts/vite-plugins/pure-react-router';

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
    preloadLanding({ screenModule: '/src/app/routes/home.tsx', earlyModule: 'src/early.ts' }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: false, proxy },
  build: { target: 'es2022', sourcemap: true },
});
