import type { Readable } from 'node:stream';
import type { SignatureCheck } from './signed-file-url';

// The storage seam: the few operations photographs need from a bucket. Three implementations behave
// alike (the contract tests run against each where it can run): Cloud Storage in production, the
// Storage emulator where its jar is cached (both cloud-object-store.ts), and a local folder for the
// emulators here (local-object-store.ts). object-store-for-env.ts picks one.

export interface StoredObject {
  path: string;
  bytes: number;
}

interface OpenedObject {
  stream: Readable;
  bytes: number;
}

export interface ObjectStore {
  /** Where the objects live, for logs and errors: "gs://bucket" or "local folder /path". */
  readonly location: string;
  /** Writes (or replaces) the object whole: a reader sees the old bytes or the new, never a part. */
  write(path: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole object; throws ObjectNotFoundError when it is absent. */
  read(path: string): Promise<Buffer>;
  /** A stream of the object and its size, or null when it is absent. */
  open(path: string): Promise<OpenedObject | null>;
  exists(path: string): Promise<boolean>;
  /** Every object whose path starts with `prefix`, in path order. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Deletes the objects; absent ones are not an error. */
  delete(paths: readonly string[]): Promise<void>;
  /**
   * An address that lets a browser read one private object until `expiresAt`, without signing in:
   * Cloud Storage's v4 signed URL; the local folder's HMAC-signed address of the galleryFiles
   * function. With `downloadName`, the browser saves it under that name.
   */
  signedUrl(path: string, options: SignedUrlOptions): Promise<string>;
  /** Checks a request for an address signedUrl() made that this store serves itself (the local folder's); Cloud Storage serves its own. */
  checkSignedUrl(urlPath: string, query: Record<string, unknown>, now: number): Promise<SignatureCheck>;
}

interface SignedUrlOptions {
  expiresAt: Date;
  downloadName?: string;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`No object at ${path}`);
    this.name = 'ObjectNotFoundError';
  }
}

// Object paths are built by our code from ids that were checked already; this is the last guard,
// so no path can climb out of a local folder or name something odd in a bucket.
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function assertSafePath(path: string): string {
  if (!SAFE_PATH.test(path) || path.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Refusing an unsafe object path: ${JSON.stringify(path)}`);
  }
  return path;
}

/** A prefix for list(): a safe path, optionally ending in "/". */
export function assertSafePrefix(prefix: string): string {
  assertSafePath(prefix.replace(/\/$/, ''));
  return prefix;
}

/** Removes everything under `prefix` (an upload's parts, a photo's variants). */
export async function deleteUnder(store: ObjectStore, prefix: string): Promise<void> {
  const objects = await store.list(prefix);
  await store.delete(objects.map((object) => object.path));
}
