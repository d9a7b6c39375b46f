// First: the page also loads it on its own (async, so it need not wait for the app), and when both are
// ready at once (a return visit, everything cached) this makes it run first; the modules they share are
// bundled into its one small file.
import './early';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';
import { configProblems } from './shared/config/config';
import { renderConfigError } from './shared/config/config-error';
import './styles/global.css';

const root = document.getElementById('root')!;
if (configProblems.length > 0) {
  // A build whose settings cannot work says so, instead of a white page or a stream of failed calls.
  renderConfigError(root, configProblems);
} else {
  const router = createAppRouter();
  // As a transition, React renders the first tree in slices that yield to the browser, instead of one
  // long task on a slow phone's main thread; the splash in index.html stays on screen meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppRouter {...router} />
      </StrictMode>,
    );
  });
}
