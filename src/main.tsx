import { StrictMode } from 'react';
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
  createRoot(root).render(
    <StrictMode>
      <AppRouter {...router} />
    </StrictMode>,
  );
}
