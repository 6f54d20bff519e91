import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import { mediaApi } from '@common/media';
import { COLLECTIONS } from '@common/collections';
import { archiveRecordSchema } from '@common/schemas/archive';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { requestJson, type CallCopy } from './functions-client';
import { useLiveQuery } from './live';

// The photo archive (issue 38, docs/photos.md "The archive"): its records (owner-only), restoring
// a photo or a whole gallery, copying the photos from before the archive into it (the backfill), and
// making a proofing gallery's watermarked proofs. All run through the media API, a batch of photos
// per call: these loop until nothing remains.

const archive = defineCollection(COLLECTIONS.archive, archiveRecordSchema);

/** The media library's archived originals (the page shows those no longer in the library, newest first). */
export const useArchivedLibraryPhotos = () => useLiveQuery(archive, { where: [['kind', '==', 'media']], limit: 500 });

/** A gallery's archived originals. */
export const useArchivedGalleryPhotos = (galleryId: string) => useLiveQuery(archive, { where: [['galleryId', '==', galleryId]] });

const RESTORE_COPY: CallCopy = {
  signedOut: 'You were signed out: sign in again to restore photos.',
  unreachable: 'The connection dropped before the restore finished: try again (what was restored stays).',
  failed: (status) => `The restore stopped (error ${status}): try again in a moment.`,
};

interface RestoreAnswer {
  restored: string[];
  intact: string[];
  remaining: number;
}

/** Restores a library photo, or a gallery (every photo, or one): the count restored and already whole. */
export async function restoreFromArchive(target: { mediaId: string } | { galleryId: string; photoId?: string }) {
  let restored = 0;
  let intact = 0;
  for (;;) {
    const answer = await requestJson<RestoreAnswer>('POST', mediaApi.restore, RESTORE_COPY, { body: target });
    restored += answer.restored.length;
    intact += answer.intact.length;
    if (answer.remaining === 0 || answer.restored.length === 0) return { restored, intact };
  }
}

const BACKFILL_COPY: CallCopy = {
  signedOut: 'You were signed out: sign in again, then continue the copy (what was copied stays).',
  unreachable: 'The connection dropped: continue the copy (what was copied stays, nothing is copied twice).',
  failed: (status) => `The copy stopped (error ${status}): continue it in a moment (what was copied stays).`,
};

/** The backfill's running totals: copied now, already in the archive, and the photos that could not be copied. */
export interface BackfillProgress {
  copied: number;
  already: number;
  failed: { fileName: string; reason: string }[];
  /** Where to continue from after an interruption; null once every photo was looked at. */
  cursor: string | null;
}

/**
 * Copies every original with no archive copy into the archive (photos from before it), batch after
 * batch from `from` (a cursor an interrupted run reported), reporting the totals after each batch.
 * Idempotent on the server: running it again copies nothing twice.
 */
export async function backfillArchive(onProgress: (progress: BackfillProgress) => void, from: BackfillProgress | null = null) {
  const progress: BackfillProgress = from ? { ...from, failed: [...from.failed] } : { copied: 0, already: 0, failed: [], cursor: null };
  for (;;) {
    const answer = await requestJson<BackfillProgress>('POST', mediaApi.backfill, BACKFILL_COPY, {
      body: progress.cursor ? { cursor: progress.cursor } : {},
    });
    progress.copied += answer.copied;
    progress.already += answer.already;
    progress.failed.push(...answer.failed);
    progress.cursor = answer.cursor;
    onProgress({ ...progress, failed: [...progress.failed] });
    if (answer.cursor === null) return progress;
  }
}

const PROOFS_COPY: CallCopy = {
  signedOut: 'You were signed out: sign in again to make the proofs.',
  unreachable: 'The connection dropped while the proofs were made: try again (those made stay).',
  failed: (status) => `The proofs were not made (error ${status}): try again in a moment.`,
};

/** Makes the gallery's missing watermarked proofs, batch after batch; `onProgress` gets the count made so far. */
export async function makeGalleryProofs(galleryId: string, onProgress: (made: number, remaining: number) => void = () => {}) {
  let made = 0;
  for (;;) {
    const answer = await requestJson<{ made: number; remaining: number }>('POST', mediaApi.proofs(galleryId), PROOFS_COPY);
    made += answer.made;
    onProgress(made, answer.remaining);
    if (answer.remaining === 0 || answer.made === 0) return made;
  }
}

/**
 * Turns a gallery's proofing on or off (the owner's one-field update; firestore.rules allows it).
 * @internal Exported for its tests only.
 */
export async function setGalleryProofing(db: Firestore, galleryId: string, proofing: boolean) {
  await updateDoc(doc(db, COLLECTIONS.clientGalleries, galleryId), { proofing });
}

export const useSetGalleryProofing = () => useBound(setGalleryProofing);
