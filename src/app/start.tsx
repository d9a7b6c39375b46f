import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configProblems } from '@/shared/config/config';
import { renderConfigError } from '@/shared/config/config-error';
import { AppRouter, createAppRouter } from './router';

export { registerShellWorker } from './shell-worker/register';

/** Renders the app into #root (main.tsx calls it once the first frame is out of the way). */
export function startApp(): void {
  const root = document.getElementById('root')!;
  if (configProblems.length > 0) {
    // A build whose settings cannot work says so, instead of a white page or a stream of failed calls.
    renderConfigError(root, configProblems);
    return;
  }
  const router = createAppRouter();
  // Setting up the root (React listens for every event type on it) and the first render's slices start
  // in the next task: together with the router's set-up they were one long task on a slow phone.
  setTimeout(() => {
    // As a transition, React renders the first tree in slices that yield to the browser, instead of one
    // long task on a slow phone's main thread; the splash in index.html stays on screen meanwhile.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppRouter {...router} />
        </StrictMode>,
      );
    });
  }, 0);
}
