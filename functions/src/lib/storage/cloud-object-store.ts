import { getStorage } from 'firebase-admin/storage';
import { defaultApp } from '../admin';
import { ObjectNotFoundError, assertSafePath, assertSafePrefix, type ObjectStore } from './object-store';
import { attachment } from './signed-file-url';

// Cloud Storage for Firebase through the Admin SDK: the project's default bucket in production
// (named by the FIREBASE_CONFIG the platform provides), or the Storage emulator when
// FIREBASE_STORAGE_EMULATOR_HOST is set (the Admin SDK then talks to it by itself).

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export function cloudObjectStore(bucket: Bucket = getStorage(defaultApp()).bucket()): ObjectStore {
  const object = (path: string) => bucket.file(assertSafePath(path));
  return {
    location: `gs://${bucket.name}`,
    async write(path, data, contentType) {
      // One request, no resumable session: objects are at most a part or a photo, and save() then
      // replaces the object atomically.
      await object(path).save(data, { contentType, resumable: false, metadata: { contentType } });
    },
    async read(path) {
      try {
        const [data] = await object(path).download();
        return data;
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(path);
        throw error;
      }
    },
    async open(path) {
      try {
        const [metadata] = await object(path).getMetadata();
        return { stream: object(path).createReadStream(), bytes: Number(metadata.size) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(path) {
      const [found] = await object(path).exists();
      return found;
    },
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix: assertSafePrefix(prefix) });
      return files.map((file) => ({ path: file.name, bytes: Number(file.metadata.size ?? 0) })).sort((a, b) => (a.path < b.path ? -1 : 1));
    },
    async delete(paths) {
      await Promise.all(paths.map((path) => object(path).delete({ ignoreNotFound: true })));
    },
    async signedUrl(path, { expiresAt, downloadName }) {
      // Signed by the function's service account through IAM's signBlob (it needs the Service
      // Account Token Creator role on itself: docs/deploy.md, "Client galleries").
      const [url] = await object(path).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: expiresAt,
        ...(downloadName ? { responseDisposition: attachment(downloadName) } : {}),
      });
      return url;
    },
    // Its signed URLs point at Cloud Storage itself: nothing of ours is signed for galleryFiles.
    async checkSignedUrl() {
      return { ok: false, reason: 'invalid' } as const;
    },
  };
}
