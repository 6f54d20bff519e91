import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { unlockedPhotoIds, type GalleryLedgerEntry } from '../../../common/gallery-payments';
import { favouritePhotoId, type SelectionPick } from '../../../common/gallery-selection';
import type { GalleryPhoto } from '../../../common/schemas/client-galleries';
import { gallerySub } from './gallery-access';

// A gallery's picks and paid extras as the server counts them (issue 38, common/gallery-selection.ts):
// the function that records a selection and the checkout of extras read them here.

/** A pick as recorded: its person, and the photo with its document. */
interface PersonPick extends SelectionPick {
  userId: string;
}

/**
 * Everyone's favourites of photos still shown (issue 38: the gallery's customer and the people they
 * invited, each their own), and those photos by id. `countSelection` makes the combined selection.
 */
export async function picksOf(
  deps: { db: Firestore },
  galleryId: string,
): Promise<{ picks: PersonPick[]; photos: Map<string, GalleryPhoto> }> {
  const favourites = await gallerySub(deps.db, galleryId, 'galleryFavourites').get();
  if (favourites.empty) return { picks: [], photos: new Map() };
  const ids = [...new Set(favourites.docs.map((f) => favouritePhotoId(f.id)))];
  const snapshots = await deps.db.getAll(...ids.map((id) => gallerySub(deps.db, galleryId, 'galleryPhotos').doc(id)));
  const photos = new Map(
    snapshots.filter((p) => p.exists && (p.data() as GalleryPhoto).hidden === false).map((p) => [p.id, p.data() as GalleryPhoto]),
  );
  const picks = favourites.docs
    .map((f) => ({
      photoId: favouritePhotoId(f.id),
      userId: String(f.get('userId')),
      at: (f.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0,
    }))
    .filter((pick) => photos.has(pick.photoId));
  return { picks, photos };
}

/**
 * The photos already paid for as extras in a gallery: every payment entry's photos, less those of a
 * payment refunded in full (common/gallery-payments.ts, as the webhook keeps the gallery's paidPhotoIds).
 */
export async function paidExtrasOf(deps: { db: Firestore }, galleryId: string): Promise<string[]> {
  const entries = await deps.db.collection(COLLECTIONS.galleryPayments).where('galleryId', '==', galleryId).get();
  return unlockedPhotoIds(entries.docs.map(ledgerEntryOf));
}

/** A stored galleryPayments entry as common/gallery-payments.ts reads it. */
export const ledgerEntryOf = (doc: { id: string; get: (field: string) => unknown }): GalleryLedgerEntry => ({
  id: doc.id,
  kind: doc.get('kind') as GalleryLedgerEntry['kind'],
  amount: Number(doc.get('amount')),
  photoIds: (doc.get('photoIds') as string[] | undefined) ?? [],
  adjusts: (doc.get('adjusts') as string | null | undefined) ?? null,
  stripe: { paymentIntentId: String(doc.get('stripe.paymentIntentId') ?? '') },
});
