import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { archiveRetainUntil } from '../../../common/archive-retention';
import { ARCHIVE_KINDS, archiveRecordId, type ArchiveRecord } from '../../../common/schemas/archive';
import { COLLECTIONS } from '../../../common/collections';
import type { UploadType } from '../../../common/media';
import type { ObjectStore } from '../lib/storage/object-store';
import { archiveRetentionYears } from './retention';

// Every original photograph, as stored in the site's bucket, is copied to the archive bucket
// before its photo document is written (docs/photos.md "The archive"). The copy's path is the
// original's own path; its record, archive/{id} in Firestore (owner-only), says what, when, its
// SHA-256 and until when the bucket keeps it (ARCHIVE_RETENTION_YEARS, retention.ts). Deleting the photo in the site touches neither: the
// bucket's retention policy would refuse it anyway until the years are up.

export interface ArchiveDeps {
  db: Firestore;
  /** The archive bucket's store (lib/storage/archive-store.ts); throws when none is configured. */
  archive: () => ObjectStore;
}

export interface ArchiveEntry {
  kind: (typeof ARCHIVE_KINDS)[number];
  galleryId: string | null;
  photoId: string;
  fileName: string;
  contentType: UploadType;
  /** The original's path, the same in both buckets. */
  path: string;
  data: Buffer;
  set: string | null;
  order: number | null;
  alt: string | null;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const archiveRecordRef = (db: Firestore, kind: ArchiveEntry['kind'], photoId: string, galleryId: string | null) =>
  db.collection(COLLECTIONS.archive).doc(archiveRecordId(kind, photoId, galleryId));

/**
 * Copies the original into the archive bucket (an object already there is kept: under a retention
 * policy it could not be replaced, and the same path holds the same photo) and returns the step
 * that writes its record, for the batch that creates the photo's document.
 */
export async function archiveOriginal(deps: ArchiveDeps, entry: ArchiveEntry, now: Date = new Date()) {
  // The deploy's setting (retention.ts), read first: a copy is never made without its record's date.
  const years = archiveRetentionYears();
  const archive = deps.archive();
  if (!(await archive.exists(entry.path))) await archive.write(entry.path, entry.data, entry.contentType);
  const record: Omit<ArchiveRecord, 'archivedAt' | 'retainUntil' | 'restoredAt'> = {
    kind: entry.kind,
    galleryId: entry.galleryId,
    photoId: entry.photoId,
    fileName: entry.fileName,
    contentType: entry.contentType,
    path: entry.path,
    bytes: entry.data.length,
    sha256: sha256(entry.data),
    set: entry.set,
    order: entry.order,
    alt: entry.alt,
  };
  const ref = archiveRecordRef(deps.db, entry.kind, entry.photoId, entry.galleryId);
  return (batch: WriteBatch) =>
    batch.set(ref, {
      ...record,
      archivedAt: FieldValue.serverTimestamp(),
      retainUntil: Timestamp.fromDate(archiveRetainUntil(now, years)),
      restoredAt: null,
    });
}
