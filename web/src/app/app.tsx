import { StrictMode, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { AppProviders } from './providers';

/** The whole app around a router: the same tree in the browser (main.tsx) and when prerendering. */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <Suspense fallback={<LoadingScreen />}>{router}</Suspense>
      </AppProviders>
    </StrictMode>
  );
}
