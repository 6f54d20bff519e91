import { partRange } from '../../../common/media';
import type { ObjectStore } from '../lib/storage/object-store';
import { bucketPaths, partIndex } from './bucket-paths';
import { HttpError } from './http-error';

/** The parts of an upload in the store: index → bytes. */
export async function receivedParts(store: ObjectStore, uploadId: string): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const object of await store.list(bucketPaths.partsOf(uploadId))) {
    const index = partIndex(object.path);
    if (index !== null) found.set(index, object.bytes);
  }
  return found;
}

/**
 * The uploaded file, its parts joined in order, after checking that each is there at its exact
 * size. Missing or short parts: a 409 that lists them (the client sends them and completes again).
 */
export async function assembleParts(
  store: ObjectStore,
  uploadId: string,
  upload: { filename: string; bytes: number; parts: number },
): Promise<Buffer> {
  const received = await receivedParts(store, uploadId);
  const missing: number[] = [];
  for (let index = 0; index < upload.parts; index++) {
    const { start, end } = partRange(upload.bytes, index);
    if (received.get(index) !== end - start) missing.push(index);
  }
  if (missing.length) {
    throw new HttpError(409, `${upload.filename} is missing ${missing.length} of its ${upload.parts} parts: send them, then complete.`, {
      missing,
    });
  }
  const parts: Buffer[] = [];
  for (let index = 0; index < upload.parts; index++) parts.push(await store.read(bucketPaths.part(uploadId, index)));
  return Buffer.concat(parts);
}
