import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { cleanPhotoIds } from '../../../common/gallery-selection';
import type { ClientGallery } from '../../../common/schemas/client-galleries';
import { gallerySub } from './gallery-access';

// Which photos of a gallery the customer gets clean (issue 38, docs/galleries.md "Proofing"):
// every photo of a gallery that is not proofing; in a proofing gallery, only the included selection
// once it is sent (the latest selection record's included photos, written by the selection
// function) and every paid extra (the gallery's paidPhotoIds, written when extras are paid). Every
// other photo is served as its watermarked proof, with no download. The owner always sees clean.
// common/gallery-selection.ts's cleanPhotoIds, fed from the stored records.

export async function cleanPhotoIdsOf(db: Firestore, galleryId: string, gallery: ClientGallery): Promise<Set<string> | 'all'> {
  if (!gallery.proofing) return 'all';
  const records = await gallerySub(db, galleryId, 'gallerySelections').get();
  const latest = records.docs
    .map((doc) => doc.data() as { includedPhotoIds?: string[]; sentAt?: Timestamp })
    .sort((a, b) => (b.sentAt?.toMillis() ?? 0) - (a.sentAt?.toMillis() ?? 0))[0];
  const sent = latest?.includedPhotoIds ?? [];
  const paid = gallery.paidPhotoIds ?? [];
  // The selling half's rule; a gallery without a limit serves its sent selection clean (not 'all': it is proofing).
  const clean = cleanPhotoIds(gallery, { photoIds: sent }, paid);
  return clean === 'all' ? new Set([...sent, ...paid]) : clean;
}

export const isClean = (clean: Set<string> | 'all', photoId: string) => clean === 'all' || clean.has(photoId);

export const PROOF_ONLY = 'This photo is a proof: its clean file is yours once it is in the selection you sent, or bought as an extra.';
