import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/loading-screen';
import { AppProviders } from './providers';
import { routes } from './routes';
import './styles.css';

// Vite fires this when a page's script fails to load. Left unprevented, Vite rethrows the error,
// the lazy route rejects and the route's error boundary shows a reload prompt (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  console.error('Page script failed to load', (event as Event & { payload?: unknown }).payload);
});

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);
