import { initializeApp } from 'firebase/app';
import { configuredProvider, startAppCheck } from './app-check';
import { appCheckSiteKey, firebaseConfig } from './config';

export const firebaseApp = initializeApp(firebaseConfig);

// Before any Firestore or Auth call: those modules import this one. Synchronous on purpose: a
// top-level await here made the bundler split the public pages' entry into many chunks (+5 kB gz).
if (appCheckSiteKey) startAppCheck(firebaseApp, configuredProvider());
