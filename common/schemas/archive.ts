import { z } from 'zod';
import { UPLOAD_TYPE_LIST } from '../media';
import { dateSchema } from './common';

// The archive (issue 38, docs/photos.md "The archive"): every original photograph is copied, as
// stored, to a second bucket (ARCHIVE_BUCKET) whose retention keeps each object for the deploy's
// ARCHIVE_RETENTION_YEARS (../archive-retention.ts): the privacy policy's "{archiveYears}", the
// deploy guide's retention rule and the records' retainUntil all come from that one setting.

export const ARCHIVE_KINDS = ['gallery', 'media'] as const;

/**
 * archive/{id} (`gallery_<galleryId>_<photoId>` or `media_<mediaId>`): one archived original,
 * written by the functions only, read by the owner only. It keeps what a restore needs to make the
 * photo again: where its copy is, its SHA-256 (checked before a restore uses it), and the photo's
 * own facts (file name, set, order, alt text).
 */
export const archiveRecordSchema = z.object({
  kind: z.enum(ARCHIVE_KINDS),
  galleryId: z.string().nullable(),
  /** The gallery photo's id or the media id. */
  photoId: z.string(),
  fileName: z.string(),
  contentType: z.enum(UPLOAD_TYPE_LIST),
  /** The object in the archive bucket: the same path as the original in the site's bucket. */
  path: z.string(),
  bytes: z.number().int().positive(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  /** A gallery photo's set and order; null for the media library. */
  set: z.string().nullable(),
  order: z.number().int().nullable(),
  /** A media photo's alt text; null for a gallery photo. */
  alt: z.string().nullable(),
  archivedAt: dateSchema,
  retainUntil: dateSchema,
  /** When the owner last restored it from the archive, or null. */
  restoredAt: dateSchema.nullable(),
  /** When its photo was deleted in the site (the copy stays until retainUntil); absent or null while it is there. */
  deletedAt: dateSchema.nullable().optional(),
});
export type ArchiveRecord = z.infer<typeof archiveRecordSchema>;

export const archiveRecordId = (kind: (typeof ARCHIVE_KINDS)[number], photoId: string, galleryId?: string | null) =>
  kind === 'gallery' ? `gallery_${galleryId}_${photoId}` : `media_${photoId}`;
