import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { createNavigationStore } from './app/navigation/navigation-store';
import { NavigationStoreContext } from './app/navigation/use-back';
import './styles/global.css';

const router = createAppRouter();
const navigationStore = createNavigationStore(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NavigationStoreContext.Provider value={navigationStore}>
      <RouterProvider router={router} />
    </NavigationStoreContext.Provider>
  </StrictMode>,
);
