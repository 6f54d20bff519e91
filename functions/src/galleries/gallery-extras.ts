import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { countSelection, extrasPrice } from '../../../common/gallery-selection';
import type { ClientGallery, GalleryPayment } from '../../../common/schemas/client-galleries';
import type { StripeReference } from '../../../common/schemas/online-payments';
import { galleryRef, gallerySub, isInvited } from './gallery-access';
import { paidExtrasOf, picksOf } from './gallery-picks';

// Buying a gallery's extra photos (issue 38, docs/galleries.md "Selections and extras"). The page
// asks to pay for the photos it shows as extras; this counts them again from the server's own
// records (everyone's picks, the gallery's rules, what is already paid), refuses a list that differs,
// prices them itself, and writes the order the Checkout Session's metadata names. The webhook
// records the payment in galleryPayments with the photos it unlocks, once per order: a second
// payment of the same order unlocks nothing and is refunded.

/** Why a checkout of extras is refused, in the customer's words (the checkout's CheckoutRefusal carries it). */
export class ExtrasRefusal extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'failed-precondition' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

/** galleryExtraOrders/{id}: what one checkout of extras is for (server only). */
interface ExtrasOrder {
  galleryId: string;
  uid: string;
  photoIds: string[];
  amount: number;
  status: 'open' | 'paid';
  /** The event whose payment unlocked the photos. */
  paidBy: string | null;
}

const orders = (db: Firestore) => db.collection(SERVER_COLLECTIONS.galleryExtraOrders);

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * What the customer owes for the extras they ask for, from the server's figures; writes (once) the
 * order the session names. The list must be the gallery's unpaid extras, or every photo not yet
 * included or paid when the package has an "all remaining" price.
 */
export async function galleryExtrasDue(
  db: Firestore,
  token: { uid: string; email?: string; email_verified?: boolean },
  galleryId: string,
  photoIds: readonly string[],
): Promise<{ amount: number; description: string; ledgerVersion: string; orderId: string }> {
  const gallery = (await galleryRef(db, galleryId).get()).data() as ClientGallery | undefined;
  const member =
    gallery?.status === 'published' &&
    token.email_verified === true &&
    (gallery.userId === token.uid || (await isInvited(db, galleryId, token.email)));
  if (!gallery || !member) throw new ExtrasRefusal('permission-denied', 'This gallery is not available for your account.');
  const rules = gallery.selection;
  if (!rules) throw new ExtrasRefusal('failed-precondition', 'Every photo of this gallery is included: there are no extras to buy.');
  const { picks } = await picksOf({ db }, galleryId);
  const paid = await paidExtrasOf({ db }, galleryId);
  const count = countSelection(picks, rules, paid);
  if (photoIds.some((id) => paid.includes(id)))
    throw new ExtrasRefusal('failed-precondition', 'Some of these photos are already paid for.');
  const visible = (await gallerySub(db, galleryId, 'galleryPhotos').where('hidden', '==', false).select().get()).docs.map((d) => d.id);
  const remaining = visible.filter((id) => !count.included.includes(id) && !paid.includes(id));
  const allRemaining = rules.allRemainingPrice !== null && sameSet(photoIds, remaining);
  if (!allRemaining && !sameSet(photoIds, count.extras))
    throw new ExtrasRefusal(
      'invalid-argument',
      'The extra photos changed since the page was loaded: look at your selection again, then pay.',
    );
  if (photoIds.length === 0) throw new ExtrasRefusal('failed-precondition', 'There are no extras to pay for.');
  const price = extrasPrice(rules, photoIds.length, remaining.length);
  const sorted = [...photoIds].sort();
  // The same photos at the same price are the same order, whoever of the family asks: one session for them.
  const orderId = createHash('sha256')
    .update(JSON.stringify([galleryId, sorted, price.amount, [...paid].sort()]))
    .digest('hex')
    .slice(0, 32);
  const ref = orders(db).doc(orderId);
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.get('status') === 'paid') throw new ExtrasRefusal('failed-precondition', 'These extras are already paid for.');
    if (!existing.exists)
      tx.create(ref, {
        galleryId,
        uid: token.uid,
        photoIds: sorted,
        amount: price.amount,
        status: 'open',
        paidBy: null,
      } satisfies ExtrasOrder);
  });
  const n = photoIds.length;
  return {
    amount: price.amount,
    description: `${price.allRemaining ? 'All remaining photos' : `${n} extra photo${n === 1 ? '' : 's'}`}: ${gallery.title}`,
    ledgerVersion: orderId,
    orderId,
  };
}

/**
 * In the webhook's transaction: the payment of an extras order, with the photos it unlocks. A second
 * payment of an order already paid unlocks nothing: its entry says so and `refund` is true, for the
 * caller to refund it through Stripe after the transaction.
 */
export async function recordExtrasPayment(
  tx: Transaction,
  db: Firestore,
  target: { galleryId: string; extrasOrderId: string },
  entry: { amount: number; receivedOn: string; stripe: StripeReference },
): Promise<'unknown' | { refund: boolean }> {
  const orderRef = orders(db).doc(target.extrasOrderId);
  const order = (await tx.get(orderRef)).data() as ExtrasOrder | undefined;
  if (!order || order.galleryId !== target.galleryId) return 'unknown';
  const entryRef = db.collection(COLLECTIONS.galleryPayments).doc(entry.stripe.eventId);
  const second = order.status === 'paid';
  const n = order.photoIds.length;
  tx.create(entryRef, {
    galleryId: order.galleryId,
    userId: order.uid,
    kind: 'payment',
    amount: entry.amount,
    method: 'card',
    receivedOn: entry.receivedOn,
    note: second
      ? 'A second payment for extras already paid: refunded through Stripe'
      : `Paid online by card (Stripe): ${n} extra photo${n === 1 ? '' : 's'}`,
    stripe: entry.stripe,
    photoIds: second ? [] : order.photoIds,
    createdAt: FieldValue.serverTimestamp(),
  } satisfies Omit<GalleryPayment, 'createdAt'> & { createdAt: FieldValue });
  if (!second) {
    tx.update(orderRef, { status: 'paid', paidBy: entry.stripe.eventId });
    // The page's live copy of what is unlocked (the ledger stays the record; the owner cannot change it).
    tx.update(galleryRef(db, order.galleryId), { paidPhotoIds: FieldValue.arrayUnion(...order.photoIds) });
  }
  return { refund: second };
}
