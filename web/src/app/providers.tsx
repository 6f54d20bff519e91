import type { ReactNode } from 'react';
import { ReporterContext } from '@/features/analytics/page-view-tracker';
import { createReporter } from '@/features/analytics/reporter';
import { LoginModalProvider } from '@/session/login-modal-context';
import { SessionProvider } from '@/session/session-context';
import { firebaseConfig } from '@/firebase/config';
import { StudioProvider } from './studio-provider';

// No Firebase SDK here: public pages read through data/public-read.ts; Auth loads on demand
// (session/session-store.ts); reactfire and the full SDKs wrap the admin routes (sdk-layout.tsx)
// and what account pages show a signed-in customer (session/signed-in-part.tsx).
const reporter = createReporter(() => import('@/firebase/app').then((m) => m.firebaseApp), firebaseConfig.measurementId);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ReporterContext.Provider value={reporter}>
      <StudioProvider>
        <SessionProvider>
          <LoginModalProvider>{children}</LoginModalProvider>
        </SessionProvider>
      </StudioProvider>
    </ReporterContext.Provider>
  );
}
