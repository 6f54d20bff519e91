import { lazy } from 'react';
import { useEmulators } from '../../app/config';

// Only builds made for the emulators include the "sign in as any email" form: in a production
// build `useEmulators` is the constant false and the chunk is never emitted.
export const EmulatorSignIn = useEmulators
  ? lazy(() => import('./emulator-sign-in').then((m) => ({ default: m.EmulatorSignInForm })))
  : null;
