import { COLLECTIONS } from '@common/collections';
import { galleryPaymentSchema } from '@common/schemas/client-galleries';
import { defineCollection } from './collection';
import { GALLERY_API, GALLERY_CALLS } from './client-galleries';
import { callFunction } from './functions-client';
import { useLiveQuery } from './live';

// A gallery's ledger for the owner (issue 38, docs/galleries.md): extras, extensions and the money
// given back on them (galleryPayments, the functions' to write). The owner records a refund of a
// payment made outside Stripe through the gallery function, which locks its photos again when
// nothing is left of it (functions/src/galleries/gallery-refunds.ts).

const galleryPayments = defineCollection(COLLECTIONS.galleryPayments, galleryPaymentSchema);

/** Every entry of one gallery (one equality: no composite index); the panel sorts them. */
export const useGalleryLedger = (galleryId: string) => useLiveQuery(galleryPayments, { where: [['galleryId', '==', galleryId]] });

/** Money given back on a gallery payment paid outside Stripe; `recorded` false for a double submit. */
export const recordGalleryRefund = (galleryId: string, paymentId: string, amount: number, note: string) =>
  callFunction<{ recorded: boolean }>(GALLERY_API.events, { galleryId, kind: 'refund', paymentId, amount, note }, GALLERY_CALLS);
