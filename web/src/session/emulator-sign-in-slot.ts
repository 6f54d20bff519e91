import { lazy } from 'react';

// Only builds made for the emulators include the "sign in as any email" form. The condition reads
// import.meta.env directly so Vite inlines it and the bundler drops the import (and its chunk)
// from production builds; web/e2e/production-build.e2e.ts checks that. The form signs in through
// reactfire, so its chunk brings the Firebase providers along.
export const EmulatorSignIn =
  import.meta.env.VITE_USE_EMULATORS === 'true'
    ? lazy(() => import('./emulator-sign-in').then((m) => ({ default: m.EmulatorSignInWithProviders })))
    : null;
