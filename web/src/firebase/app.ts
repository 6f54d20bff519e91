import { initializeApp } from 'firebase/app';
import { appCheckSiteKey, configuredProvider, startAppCheck } from './app-check';
import { firebaseConfig } from './config';

export const firebaseApp = initializeApp(firebaseConfig);

// Before any Firestore or Auth call: the modules that import this one wait for it.
if (appCheckSiteKey) await startAppCheck(firebaseApp, configuredProvider);
