import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../common/collections';
import { dayIn } from '../../../common/days';
import { paymentNet, unlockedPhotoIds } from '../../../common/gallery-payments';
import type { GalleryPayment } from '../../../common/schemas/client-galleries';
import { galleryRef } from './gallery-access';
import { ledgerEntryOf } from './gallery-picks';

// Money back on a gallery payment (issue 38, docs/galleries.md "Refunded extras lock again"): the
// entry, naming the payment it adjusts, and the gallery's paidPhotoIds recomputed from the whole
// ledger in the same transaction (common/gallery-payments.ts): a payment refunded in full no longer
// unlocks its photos unless another payment covers them. The Stripe webhook records its refunds and
// disputes through it, and the owner's refund of a payment made outside Stripe (refundGalleryPayment).

/** An adjustment of one payment entry: a refund or a dispute (negative), or a won dispute (positive). */
interface GalleryAdjustment {
  /** The new entry's id (the Stripe event's, for the webhook). */
  id: string;
  kind: 'payment' | 'refund';
  /** Signed whole units: negative for money back. */
  amount: number;
  method: GalleryPayment['method'];
  receivedOn: string;
  note: string;
  stripe?: GalleryPayment['stripe'];
}

/**
 * Writes the adjustment of `payment` and the gallery's unlocked photos after it. Reads first (the
 * gallery's ledger and the gallery), so the caller may only have read before calling it.
 */
export async function recordGalleryAdjustment(
  tx: Transaction,
  db: Firestore,
  payment: { id: string; get: (field: string) => unknown },
  adjustment: GalleryAdjustment,
): Promise<void> {
  const galleryId = String(payment.get('galleryId'));
  const [ledger, gallery] = await Promise.all([
    tx.get(db.collection(COLLECTIONS.galleryPayments).where('galleryId', '==', galleryId)),
    tx.get(galleryRef(db, galleryId)),
  ]);
  const { id, stripe, ...fields } = adjustment;
  tx.create(db.collection(COLLECTIONS.galleryPayments).doc(id), {
    galleryId,
    userId: String(payment.get('userId')),
    ...fields,
    ...(stripe ? { stripe } : {}),
    photoIds: [],
    purpose: (payment.get('purpose') as GalleryPayment['purpose']) ?? 'extras',
    adjusts: payment.id,
    createdAt: FieldValue.serverTimestamp(),
  } satisfies Omit<GalleryPayment, 'createdAt'> & { createdAt: FieldValue });
  const unlocked = unlockedPhotoIds([
    ...ledger.docs.filter((doc) => doc.id !== id).map(ledgerEntryOf),
    { id, kind: adjustment.kind, amount: adjustment.amount, photoIds: [], adjusts: payment.id },
  ]);
  const before = [...((gallery.get('paidPhotoIds') as string[] | undefined) ?? [])].sort();
  if (gallery.exists && unlocked.join() !== before.join()) tx.update(gallery.ref, { paidPhotoIds: unlocked });
}

/**
 * The owner records money given back on a gallery payment paid outside Stripe (a bank transfer):
 * `galleryEvents` `{kind: 'refund', paymentId, amount, note}`. A card payment is refunded in Stripe,
 * whose event records it (so it is never recorded twice). At most what the payment still holds;
 * the entry's id is the payment's and its net before, so a double submit records one refund.
 */
export async function refundGalleryPayment(
  deps: { db: Firestore; now: () => number; readStudio: () => Promise<{ studio: { timeZone: string } }> },
  galleryId: string,
  request: { paymentId?: unknown; amount?: unknown; note?: unknown },
): Promise<{ recorded: boolean }> {
  const { db } = deps;
  const paymentId = typeof request.paymentId === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(request.paymentId) ? request.paymentId : '';
  const amount = typeof request.amount === 'number' && Number.isInteger(request.amount) ? request.amount : 0;
  const note = typeof request.note === 'string' ? request.note.trim() : '';
  if (amount < 1) throw new HttpsError('invalid-argument', 'Enter the amount refunded, a whole number above 0.');
  if (note.length > 500) throw new HttpsError('invalid-argument', 'Keep the note to 500 characters.');
  const { studio } = await deps.readStudio();
  const receivedOn = dayIn(studio.timeZone, new Date(deps.now()));
  return db.runTransaction(async (tx) => {
    const payment = await tx.get(db.collection(COLLECTIONS.galleryPayments).doc(paymentId || '-'));
    if (!payment.exists || payment.get('galleryId') !== galleryId || payment.get('kind') !== 'payment' || payment.get('adjusts'))
      throw new HttpsError('not-found', 'There is no such payment in this gallery.');
    if (payment.get('stripe'))
      throw new HttpsError('failed-precondition', 'A card payment is refunded in Stripe: its refund is recorded here by itself.');
    const ledger = await tx.get(db.collection(COLLECTIONS.galleryPayments).where('galleryId', '==', galleryId));
    const entries = ledger.docs.map(ledgerEntryOf);
    const held = paymentNet(
      entries.find((entry) => entry.id === payment.id)!,
      entries,
    );
    const id = `refund-${payment.id}-${held}`;
    if (ledger.docs.some((doc) => doc.id === id)) return { recorded: false };
    if (amount > held) throw new HttpsError('invalid-argument', `At most ${held} is left of this payment to refund.`);
    await recordGalleryAdjustment(tx, db, payment, {
      id,
      kind: 'refund',
      amount: -amount,
      method: payment.get('method') as GalleryPayment['method'],
      receivedOn,
      note: note || 'Refunded by the studio',
    });
    return { recorded: true };
  });
}
