import { booksApi } from '@common/books';
import { COLLECTIONS } from '@common/collections';
import { galleryPaymentSchema, gallerySlipInputSchema, gallerySlipSchema, type GalleryTransferDetails } from '@common/schemas';
import { defineCollection } from './collection';
import { GALLERY_API, GALLERY_CALLS } from './client-galleries';
import { callFunction, requestJson, type CallCopy } from './functions-client';
import { useLiveDoc, useLiveQuery } from './live';
import { base64 } from './slips';

// Extras paid by bank transfer (issue 38, docs/galleries.md "Extras by bank transfer"): the page asks
// the gallery function what to transfer (the server's amount, the studio's bank details), sends the
// slip through the same upload as a booking's (booksApi, which prices the photos again and stores
// the file and the record together), and reads its slips live; the owner approves or rejects through
// the gallery function, which writes the ledger. And the gallery payments, for their receipts.

const gallerySlips = defineCollection(COLLECTIONS.gallerySlips, gallerySlipSchema);
const galleryPayments = defineCollection(COLLECTIONS.galleryPayments, galleryPaymentSchema);

/** What to transfer for these extras and where: the server's figures. */
export const transferDetailsFor = (galleryId: string, photoIds: readonly string[]) =>
  callFunction<GalleryTransferDetails>(GALLERY_API.events, { galleryId, kind: 'transfer-details', photoIds: [...photoIds] }, GALLERY_CALLS);

const SEND_SLIP: CallCopy = {
  signedOut: 'You were signed out: sign in again to send your transfer slip.',
  unreachable: 'The slip could not be sent: check your connection and try again.',
  failed: (status) => `The slip could not be sent (error ${status}). Try again.`,
};

/** Sends a slip for these extras; resolves once it is stored (it then shows as waiting on the page). */
export async function sendGallerySlip(slipId: string, file: File, input: unknown): Promise<void> {
  const fields = gallerySlipInputSchema.parse(input);
  await requestJson('POST', booksApi.slips, SEND_SLIP, { body: { ...fields, slipId, contentType: file.type, data: await base64(file) } });
}

/** The owner's decision: approve (the payment is recorded and the photos unlock) or reject with a reason the customer reads. */
export const decideGallerySlip = (galleryId: string, slipId: string, decision: 'approve' | 'reject', reason = '') =>
  callFunction<{ recorded: boolean }>(GALLERY_API.events, { galleryId, kind: 'slip', slipId, decision, reason }, GALLERY_CALLS);

const newestFirst = <T extends { createdAt: Date }>(list: readonly T[]) => [...list].sort((a, b) => +b.createdAt - +a.createdAt);

/** One person's slips for one gallery, newest first (the gallery page). */
export function useOwnGallerySlips(uid: string, galleryId: string) {
  const result = useLiveQuery(gallerySlips, {
    where: [
      ['userId', '==', uid],
      ['galleryId', '==', galleryId],
    ],
  });
  return result.status === 'success' ? { ...result, data: newestFirst(result.data) } : result;
}

/** Every slip of a gallery, newest first (the owner's editor). */
export function useGallerySlips(galleryId: string) {
  const result = useLiveQuery(gallerySlips, { where: [['galleryId', '==', galleryId]] });
  return result.status === 'success' ? { ...result, data: newestFirst(result.data) } : result;
}

/** One gallery payment (galleryPayments): its receipt page. The rules let the person who paid and the owner read it. */
export const useGalleryPayment = (id: string) => useLiveDoc(galleryPayments, id);

/** What one person paid in their galleries (card or transfer), live: the receipts' links on the gallery page and the profile. */
export const useOwnGalleryPayments = (uid: string) => useLiveQuery(galleryPayments, { where: [['userId', '==', uid]] });
