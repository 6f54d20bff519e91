// Public client configuration. The API key of a Firebase web app is an identifier, not a secret:
// the rules guard the data. Real values come from web/.env.production (docs/deploy.md).
const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-style-and-story.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-style-and-story',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-style-and-story.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
  measurementId: env.VITE_FIREBASE_MEASUREMENT_ID || undefined,
};

// True for `npm start` and the browser tests; production builds leave it unset, which also
// drops the emulator-only sign-in from the bundle.
export const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const emulatorHost = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
export const emulatorPorts = {
  auth: Number(env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
};

/** App Check's reCAPTCHA Enterprise site key; App Check is off without one (firebase/app-check.ts). */
export const appCheckSiteKey = env.VITE_APPCHECK_SITE_KEY?.trim() || undefined;
