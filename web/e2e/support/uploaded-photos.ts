import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { structuredLogger } from '../../../functions/src/lib/logger';
import { localObjectStore } from '../../../functions/src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../../../functions/src/lib/storage/object-store-for-env';
import type { ImageKey } from '../../../scripts/seed/images';
import { seedPhotos } from '../../../scripts/seed/seed-photos';
import { adminDb } from './firestore';
import { firestoreEmulator, projectId } from './ports';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Puts seed photographs through the upload pipeline's own code (storeMedia: variants, media
 * document) into the bucket the Functions emulator serves /media/** from, and points the seeded
 * pages that showed their drawings at them. Resolves to the number of pages changed.
 */
export async function uploadSeedPhotos(keys: ImageKey[]): Promise<number> {
  const store = localObjectStore(process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId));
  // The archive folder the functions use beside the bucket (archive-store.ts).
  const archive = localObjectStore(`${process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId)}-archive`);
  const deps = {
    db: adminDb(),
    store,
    archive: () => archive,
    logger: structuredLogger(() => {}),
    cacheDir: `${ROOT}.emulators/seed-photos`,
  };
  return (await seedPhotos(deps, { keys, concurrency: 1 })).pages;
}

/**
 * Answers a production build's Firestore REST reads from the emulator's data (the build asks
 * firestore.googleapis.com for its own project, which cannot be reached here).
 */
export async function firestoreFromEmulator(context: BrowserContext) {
  await context.route('https://firestore.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/v1\/projects\/[^/]+\//, `/v1/projects/${projectId}/`);
    const response = await route.fetch({ url: `http://${firestoreEmulator}${path}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}
