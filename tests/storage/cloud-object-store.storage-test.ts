import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll } from 'vitest';
import { cloudObjectStore } from '../../functions/src/lib/storage/cloud-object-store';
import { deleteUnder } from '../../functions/src/lib/storage/object-store';
import { objectStoreContract } from '../../functions/test/support/object-store-contract';

// The Cloud Storage implementation of the storage seam, against the Storage emulator (the Admin
// SDK talks to it when FIREBASE_STORAGE_EMULATOR_HOST is set): the same contract the local folder
// passes in the unit tests.
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-storage-rules';
let app: App | undefined;

objectStoreContract('Cloud Storage (emulator)', async () => {
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: run npm run test:storage');
  app ??= initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'cloud-store-contract');
  const store = cloudObjectStore(getStorage(app).bucket());
  await deleteUnder(store, 'contract/');
  return store;
});

afterAll(async () => {
  if (app) await deleteApp(app);
});
