import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { galleryPhotoSchema } from '../../../common/schemas/client-galleries';
import { ObjectNotFoundError, type ObjectStore } from '../lib/storage/object-store';
import { cleanOriginal, storedMetadataTags } from '../media/clean-original';
import { galleryPaths } from './gallery-paths';

// One-off: originals stored before uploads were cleaned (clean-original.ts) still carry their
// location and camera details, and a customer's full-resolution download is that file. This cleans
// every stored original the same way an upload now is. A dry run writes nothing and lists, for each
// original it would change, the tags it would remove. Safe to run again: a clean original comes
// back byte for byte, and is not written.

interface OriginalChange {
  path: string;
  bytesBefore: number;
  bytesAfter: number;
  /** The stored tags that cleaning removes, as "group:name". */
  removed: string[];
}

interface CleaningReport {
  /** Originals looked at. */
  checked: number;
  /** The originals that changed (or, in a dry run, would). */
  changed: OriginalChange[];
  /** Photos whose document or original could not be read, with why: left as they are. */
  skipped: { path: string; reason: string }[];
}

export async function cleanStoredOriginals(
  deps: { db: Firestore; store: ObjectStore },
  options: { dryRun: boolean; onChange?: (change: OriginalChange) => void },
): Promise<CleaningReport> {
  const report: CleaningReport = { checked: 0, changed: [], skipped: [] };
  const galleries = await deps.db.collection(COLLECTIONS.clientGalleries).get();
  for (const gallery of galleries.docs) {
    const photos = await gallery.ref.collection(SUBCOLLECTIONS.galleryPhotos).get();
    for (const photoDoc of photos.docs) {
      const parsed = galleryPhotoSchema.safeParse(photoDoc.data());
      if (!parsed.success) {
        report.skipped.push({ path: photoDoc.ref.path, reason: 'the photo document does not match the schema' });
        continue;
      }
      const photo = parsed.data;
      const path = galleryPaths.original(gallery.id, photoDoc.id, photo.contentType);
      let stored: Buffer;
      try {
        stored = await deps.store.read(path);
      } catch (error) {
        if (!(error instanceof ObjectNotFoundError)) throw error;
        report.skipped.push({ path, reason: 'no original is stored' });
        continue;
      }
      report.checked += 1;
      const cleaned = await cleanOriginal(stored, photo.contentType);
      if (cleaned.equals(stored)) continue;
      const after = new Set(await storedMetadataTags(cleaned, photo.contentType));
      const removed = (await storedMetadataTags(stored, photo.contentType)).filter((tag) => !after.has(tag));
      const change = { path, bytesBefore: stored.length, bytesAfter: cleaned.length, removed };
      report.changed.push(change);
      options.onChange?.(change);
      if (options.dryRun) continue;
      await deps.store.write(path, cleaned, photo.contentType);
      await photoDoc.ref.update({ bytes: cleaned.length });
    }
  }
  return report;
}
