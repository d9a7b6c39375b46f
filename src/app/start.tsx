import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configProblems } from '@/shared/config/config';
import { AppRouter, createAppRouter } from './router';

export { registerShellWorker } from './shell-worker/register';

/** Renders the app into #root (entries/page.ts calls it once the first frame is out of the way). */
export function startApp(): void {
  const root = document.getElementById('root')!;
  if (configProblems.length > 0) {
    // A build whose settings cannot work says so, instead of a white page or a stream of failed calls. Its
    // screen is loaded only then: no visitor's start carries it.
    void import('@/shared/config/config-error').then(({ renderConfigError }) =>
      renderConfigError(root, configProblems),
    );
    return;
  }
  const router = createAppRouter();
  // The root's set-up and the first render start in the next task, and the first render is a transition
  // (rendered in slices; the splash stays meanwhile): docs/start-path.md, "Renders in slices".
  setTimeout(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppRouter {...router} />
        </StrictMode>,
      );
    });
  }, 0);
}
