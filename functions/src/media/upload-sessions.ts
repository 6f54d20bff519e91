import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { MEDIA_ID_PATTERN, UPLOAD_PART_BYTES, UPLOAD_TYPE_LIST, partCount, partRange, uploadRefusal } from '../../../common/media';
import { GALLERY_SET_NAME_MAX } from '../../../common/schemas/client-galleries';
import { LIMITS, optionalText, shortText } from '../../../common/schemas/common';
import { deleteUnder } from '../lib/storage/object-store';
import { assembleParts, receivedParts } from './assemble-parts';
import { bucketPaths } from './bucket-paths';
import { HttpError } from './http-error';
import { ArchiveNotConfiguredError } from '../lib/storage/archive-store';
import { UnreadableImageError } from './make-variants';
import { galleryPhotoRef, storeGalleryPhoto, type StoredGalleryPhoto } from '../galleries/store-gallery-photo';
import { storeMedia, type MediaDeps, type StoredMedia } from './store-media';

// A chunked, resumable upload: create a session (the declared name, type and size are checked
// before any byte is stored), send its parts in any order and as often as needed, ask which have
// arrived, then complete it (the photo is assembled, checked, processed and stored by storeMedia)
// or cancel it (everything goes). The session is mediaUploads/{id}; its parts are uploads/{id}/….
// The media document gets the upload's id, so completing twice makes one photo.

export interface UploadDeps extends MediaDeps {
  now: () => Date;
  newId: () => string;
}

/** How long a completion may hold the session before another may take over (beyond the function's timeout). */
const PROCESSING_LEASE_MS = 10 * 60_000;

const REFUSAL_STATUS = { type: 415, empty: 400, size: 413 } as const;

// Where the photo goes: the media library (no target), or a set of a client gallery (docs/galleries.md).
const galleryTargetSchema = z.object({ galleryId: z.string().regex(MEDIA_ID_PATTERN), set: shortText(GALLERY_SET_NAME_MAX) });
type GalleryTarget = z.infer<typeof galleryTargetSchema>;

const newUploadSchema = z.object({
  filename: z.string().trim().min(1).max(LIMITS.shortText),
  contentType: z.string().max(100),
  bytes: z.number().int(),
  gallery: galleryTargetSchema.optional(),
});
// galleryId: a gallery upload's, so a completion repeated after the session is gone finds its photo.
const completeSchema = z.object({
  alt: optionalText(LIMITS.shortText).default(''),
  galleryId: z.string().regex(MEDIA_ID_PATTERN).optional(),
});

interface Session {
  filename: string;
  contentType: (typeof UPLOAD_TYPE_LIST)[number];
  bytes: number;
  parts: number;
  uid: string;
  /** Absent for the media library. */
  gallery?: GalleryTarget;
  state: 'open' | 'processing';
  leaseUntil: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface UploadStatus {
  id: string;
  filename: string;
  bytes: number;
  partBytes: number;
  parts: number;
  /** Indices of the parts already stored. */
  received: number[];
}

const sessions = (deps: UploadDeps) => deps.db.collection(SERVER_COLLECTIONS.mediaUploads);

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success)
    throw new HttpError(400, `The request is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

async function checkGalleryTarget(deps: UploadDeps, target: GalleryTarget, filename: string): Promise<void> {
  const gallery = await deps.db.collection(COLLECTIONS.clientGalleries).doc(target.galleryId).get();
  if (!gallery.exists) throw new HttpError(404, `${filename} has no gallery to go to: the gallery was not found.`);
  if (!(gallery.get('sets') as string[]).includes(target.set)) {
    throw new HttpError(400, `${filename} names the set "${target.set}", which this gallery does not have.`);
  }
}

async function sessionOf(deps: UploadDeps, id: string): Promise<Session> {
  const snapshot = await sessions(deps).doc(id).get();
  if (!snapshot.exists) throw new HttpError(404, 'This upload was cancelled or has expired: start it again.');
  return snapshot.data() as Session;
}

export async function createUpload(deps: UploadDeps, uid: string, body: unknown): Promise<UploadStatus> {
  const { filename, contentType, bytes, gallery } = parse(newUploadSchema, body);
  const refusal = uploadRefusal({ name: filename, size: bytes, type: contentType });
  if (refusal) throw new HttpError(REFUSAL_STATUS[refusal.kind], refusal.message);
  if (gallery) await checkGalleryTarget(deps, gallery, filename);
  const id = deps.newId();
  const now = Timestamp.fromDate(deps.now());
  const session: Session = {
    filename,
    contentType: contentType as Session['contentType'],
    bytes,
    parts: partCount(bytes),
    uid,
    ...(gallery ? { gallery } : {}),
    state: 'open',
    leaseUntil: null,
    createdAt: now,
    updatedAt: now,
  };
  await sessions(deps).doc(id).create(session);
  return { id, filename, bytes, partBytes: UPLOAD_PART_BYTES, parts: session.parts, received: [] };
}

export async function uploadStatus(deps: UploadDeps, id: string): Promise<UploadStatus> {
  const session = await sessionOf(deps, id);
  const received = [...(await receivedParts(deps.store, id)).keys()].sort((a, b) => a - b);
  return { id, filename: session.filename, bytes: session.bytes, partBytes: UPLOAD_PART_BYTES, parts: session.parts, received };
}

export async function putPart(deps: UploadDeps, id: string, index: number, data: Buffer): Promise<void> {
  const session = await sessionOf(deps, id);
  if (session.state !== 'open') throw new HttpError(409, `${session.filename} is already being processed.`);
  if (!Number.isInteger(index) || index < 0 || index >= session.parts) {
    throw new HttpError(400, `${session.filename} has parts 0 to ${session.parts - 1}, not ${index}.`);
  }
  const { start, end } = partRange(session.bytes, index);
  if (data.length !== end - start) {
    throw new HttpError(
      400,
      `Part ${index + 1} of ${session.filename} arrived with ${data.length} bytes instead of ${end - start}: send it again.`,
    );
  }
  await deps.store.write(bucketPaths.part(id, index), data, 'application/octet-stream');
  await sessions(deps)
    .doc(id)
    .update({ updatedAt: Timestamp.fromDate(deps.now()) });
}

export async function cancelUpload(deps: UploadDeps, id: string): Promise<void> {
  const snapshot = await sessions(deps).doc(id).get();
  const session = snapshot.data() as Session | undefined;
  if (session?.state === 'processing' && !leaseExpired(deps, session)) {
    throw new HttpError(409, `${session.filename} is already being processed: it can no longer be cancelled.`);
  }
  await removeUpload(deps, id);
}

/** Removes an upload's parts, then its session: a session that outlives its parts only expires, the reverse would leak. */
export async function removeUpload(deps: Pick<UploadDeps, 'db' | 'store'>, id: string): Promise<void> {
  await deleteUnder(deps.store, bucketPaths.partsOf(id));
  await deps.db.collection(SERVER_COLLECTIONS.mediaUploads).doc(id).delete();
}

const leaseExpired = (deps: UploadDeps, session: Session) => !session.leaseUntil || session.leaseUntil.toMillis() < deps.now().getTime();

/** Claims the session for one completion; returns it, or the photo an earlier completion made. */
async function claim(deps: UploadDeps, id: string, galleryId: string | undefined): Promise<{ session: Session } | { done: Stored }> {
  return deps.db.runTransaction(async (tx) => {
    const ref = sessions(deps).doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) {
      // The photo an earlier completion made: in the library, or (galleryId given) in that gallery.
      const made = await tx.get(galleryId ? galleryPhotoRef(deps, galleryId, id) : deps.db.collection(COLLECTIONS.media).doc(id));
      if (made.exists) {
        const { createdAt: _createdAt, ...stored } = made.data() as Stored & { createdAt: unknown };
        return { done: stored };
      }
      throw new HttpError(404, 'This upload was cancelled or has expired: start it again.');
    }
    const session = snapshot.data() as Session;
    if (session.state === 'processing' && !leaseExpired(deps, session)) {
      throw new HttpError(409, `${session.filename} is already being processed.`);
    }
    tx.update(ref, { state: 'processing', leaseUntil: Timestamp.fromMillis(deps.now().getTime() + PROCESSING_LEASE_MS) });
    return { session };
  });
}

/** What a completion made: a library photo, or a gallery photo. */
type Stored = StoredMedia | StoredGalleryPhoto;

export async function completeUpload(deps: UploadDeps, id: string, body: unknown): Promise<{ created: boolean; media: Stored }> {
  const { alt, galleryId } = parse(completeSchema, body);
  const claimed = await claim(deps, id, galleryId);
  if ('done' in claimed) return { created: false, media: claimed.done };
  const { session } = claimed;
  let media: Stored;
  try {
    const data = await assembleParts(deps.store, id, session);
    const { gallery } = session;
    media = gallery
      ? await storeGalleryPhoto(deps, { ...gallery, photoId: id, order: session.createdAt.toMillis(), filename: session.filename, data })
      : await storeMedia(deps, { id, filename: session.filename, data, alt });
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      // Sending it again would not help: the upload ends here, with nothing kept.
      await removeUpload(deps, id);
      throw new HttpError(422, `${session.filename} could not be used: ${error.reason}.`);
    }
    // Missing parts or a failure on our side: the parts stay, so the client can finish and retry.
    await sessions(deps).doc(id).update({ state: 'open', leaseUntil: null });
    if (error instanceof ArchiveNotConfiguredError) throw new HttpError(503, error.message);
    throw error;
  }
  await removeUpload(deps, id);
  return { created: true, media };
}
