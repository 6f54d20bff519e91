// Makes the seed's photographs and puts them through the upload pipeline into the emulators'
// bucket and Firestore, then points the seeded pages at them (scripts/seed/seed-photos.ts).
//   npx tsx scripts/seed-photos.ts     (npm start runs it after seeding, in the background)
// Refuses to run unless FIRESTORE_EMULATOR_HOST is set, so it never writes to a real project.
// The bucket: the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set, otherwise the local
// folder the Functions emulator serves (LOCAL_BUCKET_DIR, or its default for the project).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { structuredLogger } from '../functions/src/lib/logger';
import { cloudObjectStore } from '../functions/src/lib/storage/cloud-object-store';
import { localObjectStore } from '../functions/src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../functions/src/lib/storage/object-store-for-env';
import { seedDemoGallery } from './seed/demo-gallery';
import { seedPhotos } from './seed/seed-photos';
import { DEFAULT_PROJECT_ID } from './seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SEED_PHOTO_CACHE = join(ROOT, '.emulators', 'seed-photos');

async function main(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    console.error('Refusing to seed photos: FIRESTORE_EMULATOR_HOST is not set, so this would write to a real Firebase project.');
    process.exitCode = 1;
    return;
  }
  const projectId = process.env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID;
  const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, `seed-photos-${Date.now()}`);
  const store = process.env.FIREBASE_STORAGE_EMULATOR_HOST
    ? cloudObjectStore(getStorage(app).bucket())
    : localObjectStore(process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId));
  // The archive bucket: the Storage emulator's second bucket, or the local folder the functions use (archive-store.ts).
  const archiveStore = process.env.FIREBASE_STORAGE_EMULATOR_HOST
    ? cloudObjectStore(getStorage(app).bucket(`${projectId}-archive`))
    : localObjectStore(
        process.env.LOCAL_ARCHIVE_DIR || `${process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId)}-archive`,
      );
  const archive = () => archiveStore;
  const started = Date.now();
  try {
    const logger = structuredLogger((entry) => console.log(`Seed photos: ${entry.message}`));
    const summary = await seedPhotos(
      { db: getFirestore(app), store, archive, logger, cacheDir: SEED_PHOTO_CACHE },
      { onPhoto: (key, done, total) => (done % 10 === 0 || done === total) && console.log(`Seed photos: ${done}/${total} (${key})`) },
    );
    // The demo customer's published gallery, through the gallery upload's own code.
    const galleryPhotos = await seedDemoGallery({ db: getFirestore(app), store, archive, logger, cacheDir: SEED_PHOTO_CACHE });
    console.log(`Seed photos: the demo customer's gallery has ${galleryPhotos} new photos.`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `Seed photos: ${summary.made} made, ${summary.existing} already in the library, ${summary.pages} pages now show photos (${seconds} s, ${store.location}).`,
    );
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
