import { getStorage } from 'firebase-admin/storage';
import { defaultApp } from '../admin';
import { ARCHIVE_BUCKET } from '../params';
import { cloudObjectStore } from './cloud-object-store';
import { localObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { localBucketDirOf } from './object-store-for-env';

// The archive: a second bucket every original photograph is copied to (docs/photos.md "The
// archive", docs/deploy.md "The photo archive"). Production: the ARCHIVE_BUCKET parameter's bucket,
// whose lifecycle moves objects to a colder class and whose retention policy keeps each one for
// ARCHIVE_RETENTION_YEARS. The Storage emulator: a bucket of its own. Inside the Functions emulator
// without it: a second local folder beside the first, so the local store plays both buckets.

/** The local archive folder: LOCAL_ARCHIVE_DIR, or "<local bucket folder>-archive". */
const localArchiveDirOf = (env: NodeJS.ProcessEnv) => env.LOCAL_ARCHIVE_DIR || `${localBucketDirOf(env)}-archive`;

export class ArchiveNotConfiguredError extends Error {
  constructor() {
    super(
      'The photo archive is not set up (the ARCHIVE_BUCKET parameter is empty): photographs are not accepted until each one can be archived. See docs/deploy.md, "The photo archive".',
    );
    this.name = 'ArchiveNotConfiguredError';
  }
}

function archiveStoreForEnv(env: NodeJS.ProcessEnv, bucketName: string): ObjectStore {
  if (env.FIREBASE_STORAGE_EMULATOR_HOST)
    return cloudObjectStore(getStorage(defaultApp()).bucket(bucketName || `${env.GCLOUD_PROJECT ?? 'demo-project'}-archive`));
  if (env.FUNCTIONS_EMULATOR === 'true') return localObjectStore(localArchiveDirOf(env));
  if (!bucketName.trim()) throw new ArchiveNotConfiguredError();
  return cloudObjectStore(getStorage(defaultApp()).bucket(bucketName.trim()));
}

let shared: ObjectStore | undefined;
/** The archive of this function instance, made on first use; throws ArchiveNotConfiguredError when no bucket is named. */
export const archiveStore = (): ObjectStore => (shared ??= archiveStoreForEnv(process.env, ARCHIVE_BUCKET.value()));
