import { join, resolve } from 'node:path';
import { cloudObjectStore } from './cloud-object-store';
import { localObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';

/**
 * The local bucket folder when nothing names one: beside the repository's other emulator files,
 * one per project id (so suites on different port offsets never share it). `npm start` names its
 * own (LOCAL_BUCKET_DIR, beside its data folder).
 */
export const defaultLocalBucketDir = (repositoryRoot: string, projectId: string) =>
  join(repositoryRoot, '.emulators', `bucket-${projectId}`);

/** The local bucket folder inside the Functions emulator (which runs the functions with their own folder as the working directory). */
export const localBucketDirOf = (env: NodeJS.ProcessEnv) =>
  env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(resolve(process.cwd(), '..'), env.GCLOUD_PROJECT ?? 'demo-project');

/**
 * Which store this process uses. The local folder only ever inside the Functions emulator.
 * @internal Exported for its tests only.
 */
export function objectStoreForEnv(env: NodeJS.ProcessEnv = process.env): ObjectStore {
  if (env.FIREBASE_STORAGE_EMULATOR_HOST) return cloudObjectStore();
  if (env.FUNCTIONS_EMULATOR === 'true') return localObjectStore(localBucketDirOf(env));
  if (env.LOCAL_BUCKET_DIR) {
    throw new Error('LOCAL_BUCKET_DIR is set outside the Functions emulator: a local folder is never the bucket of a deployed site.');
  }
  return cloudObjectStore();
}

let shared: ObjectStore | undefined;
/** The store of this function instance, made on first use. */
export const objectStore = (): ObjectStore => (shared ??= objectStoreForEnv());
