import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, createAppRouter } from './app/router';
import './styles/global.css';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter {...router} />
  </StrictMode>,
);
