import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { unlockedPhotoIds } from '../../../common/gallery-payments';
import { countSelection, extrasPrice } from '../../../common/gallery-selection';
import { TRANSFER_WAITING, overlaps, payableExtras } from '../../../common/gallery-slips';
import type { ClientGallery, GalleryPayment } from '../../../common/schemas/client-galleries';
import type { StripeReference } from '../../../common/schemas/online-payments';
import { galleryRef, gallerySub, personAccess } from './gallery-access';
import { ledgerEntryOf, paidExtrasOf, picksOf } from './gallery-picks';

// Buying a gallery's extra photos (issue 38, docs/galleries.md "Selections and extras"). The page
// asks to pay for the photos it shows as extras; this counts them again from the server's own
// records (everyone's picks, the gallery's rules, what is already paid), refuses a list that differs,
// prices them itself, and writes the order the Checkout Session's metadata names. The webhook
// records the payment in galleryPayments with the photos it unlocks, once per order: a second
// payment of the same order unlocks nothing and is refunded. A payment refunded in full locks its
// photos again (record-webhook.ts, common/gallery-payments.ts); its order can then be bought anew.

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
  /** 0, then one more each time the order is bought again after a refund in full (absent on orders before). */
  round?: number;
}

const orders = (db: Firestore) => db.collection(SERVER_COLLECTIONS.galleryExtraOrders);

/** Who asks to pay: the uid, and for a gallery someone was invited to, the verified address. */
export interface Payer {
  uid: string;
  email?: string;
  email_verified?: boolean;
}

/**
 * The gallery a person may pay for (its extras, an extension: gallery-extension.ts), by personAccess,
 * the one access rule of every gallery call: its customer or an invited person, once published, with
 * a verified address. The owner asks as anyone else (the studio buys nothing from itself); a refusal
 * keeps personAccess's words.
 */
export async function payersGallery(db: Firestore, payer: Payer, galleryId: string): Promise<ClientGallery> {
  const gallery = (await galleryRef(db, galleryId).get()).data() as ClientGallery | undefined;
  const person = { uid: payer.uid, email: payer.email ?? '', emailVerified: payer.email_verified === true, owner: false };
  try {
    return (await personAccess(db, person, galleryId, gallery)).gallery;
  } catch (error) {
    if (error instanceof HttpsError) throw new ExtrasRefusal('permission-denied', error.message);
    throw error;
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * What the customer owes for the extras they ask for, from the server's figures; writes (once) the
 * order the session names. The list must be the gallery's unpaid extras, or every photo not yet
 * included or paid when the package has an "all remaining" price.
 */
export async function galleryExtrasDue(
  db: Firestore,
  token: Payer,
  galleryId: string,
  photoIds: readonly string[],
): Promise<{ amount: number; description: string; ledgerVersion: string; orderId: string }> {
  const gallery = await payersGallery(db, token, galleryId);
  const rules = gallery.selection;
  if (!rules) throw new ExtrasRefusal('failed-precondition', 'Every photo of this gallery is included: there are no extras to buy.');
  const { picks } = await picksOf({ db }, galleryId);
  const paid = await paidExtrasOf({ db }, galleryId);
  const count = countSelection(picks, rules, paid);
  if (photoIds.some((id) => paid.includes(id)))
    throw new ExtrasRefusal('failed-precondition', 'Some of these photos are already paid for.');
  // Photos a transfer slip waits for (gallery-slips.ts) are neither paid nor to pay again: no double charge.
  const pending = gallery.pendingPhotoIds ?? [];
  if (overlaps(photoIds, pending)) throw new ExtrasRefusal('failed-precondition', TRANSFER_WAITING);
  const visible = (await gallerySub(db, galleryId, 'galleryPhotos').where('hidden', '==', false).select().get()).docs.map((d) => d.id);
  const remaining = visible.filter((id) => !count.included.includes(id) && !paid.includes(id) && !pending.includes(id));
  const allRemaining = rules.allRemainingPrice !== null && sameSet(photoIds, remaining);
  if (!allRemaining && !sameSet(photoIds, payableExtras(count, pending).payable))
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
  const round = await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    const order = { galleryId, uid: token.uid, photoIds: sorted, amount: price.amount, status: 'open', paidBy: null, round: 0 } as const;
    if (!existing.exists) {
      tx.create(ref, order satisfies ExtrasOrder);
      return 0;
    }
    if (existing.get('status') !== 'paid') return Number(existing.get('round') ?? 0);
    // Paid, and its photos locked again since: refunded in full (checked on the ledger in this transaction), so buyable anew.
    const ledger = await tx.get(db.collection(COLLECTIONS.galleryPayments).where('galleryId', '==', galleryId));
    const unlocked = unlockedPhotoIds(ledger.docs.map(ledgerEntryOf));
    if (sorted.some((id) => unlocked.includes(id))) throw new ExtrasRefusal('failed-precondition', 'These extras are already paid for.');
    const next = Number(existing.get('round') ?? 0) + 1;
    tx.set(ref, { ...order, round: next } satisfies ExtrasOrder);
    return next;
  });
  const n = photoIds.length;
  return {
    amount: price.amount,
    description: `${price.allRemaining ? 'All remaining photos' : `${n} extra photo${n === 1 ? '' : 's'}`}: ${gallery.title}`,
    // The round: after a refund the same photos are a new session (Stripe keeps an idempotency key a day).
    ledgerVersion: `${orderId}:${round}`,
    orderId,
  };
}

/** A bank transfer whose slip the owner approved (gallery-slips.ts): its entry is `paymentId`, in the sender's name. */
interface SlipPayment {
  id: string;
  paymentId: string;
  userId: string;
}

/**
 * In the webhook's transaction: the payment of an extras order, with the photos it unlocks. A second
 * payment of an order already paid unlocks nothing: its entry says so and `refund` is true, for the
 * caller to refund it through Stripe after the transaction.
 * Issue 38: the owner's approval of a transfer slip pays the order here too, in its own transaction
 * (`slip` instead of `stripe`: the entry by bank transfer, and the photos no longer pending); a slip
 * for an order already paid is refused (ExtrasRefusal), never recorded: nothing to refund by card.
 */
export async function recordExtrasPayment(
  tx: Transaction,
  db: Firestore,
  target: { galleryId: string; extrasOrderId: string },
  entry: { amount: number; receivedOn: string } & ({ stripe: StripeReference; slip?: never } | { slip: SlipPayment; stripe?: never }),
): Promise<'unknown' | { refund: boolean }> {
  const orderRef = orders(db).doc(target.extrasOrderId);
  const order = (await tx.get(orderRef)).data() as ExtrasOrder | undefined;
  if (!order || order.galleryId !== target.galleryId) return 'unknown';
  const { slip, stripe } = entry;
  const entryRef = db.collection(COLLECTIONS.galleryPayments).doc(slip ? slip.paymentId : stripe.eventId);
  const second = order.status === 'paid';
  if (second && slip)
    throw new ExtrasRefusal('failed-precondition', 'These extras were paid meanwhile (by card): reject this slip, saying so.');
  const n = order.photoIds.length;
  const photos = `${n} extra photo${n === 1 ? '' : 's'}`;
  tx.create(entryRef, {
    galleryId: order.galleryId,
    userId: slip ? slip.userId : order.uid,
    kind: 'payment',
    amount: entry.amount,
    method: slip ? 'bank-transfer' : 'card',
    receivedOn: entry.receivedOn,
    note: slip
      ? `Bank transfer (slip ${slip.id}): ${photos}`
      : second
        ? 'A second payment for extras already paid: refunded through Stripe'
        : `Paid online by card (Stripe): ${photos}`,
    ...(stripe ? { stripe } : {}),
    photoIds: second ? [] : order.photoIds,
    purpose: 'extras',
    adjusts: null,
    createdAt: FieldValue.serverTimestamp(),
  } satisfies Omit<GalleryPayment, 'createdAt'> & { createdAt: FieldValue });
  if (!second) {
    tx.update(orderRef, { status: 'paid', paidBy: entryRef.id });
    // The page's live copy of what is unlocked (the ledger stays the record; the owner cannot change it).
    tx.update(galleryRef(db, order.galleryId), {
      paidPhotoIds: FieldValue.arrayUnion(...order.photoIds),
      ...(slip ? { pendingPhotoIds: FieldValue.arrayRemove(...order.photoIds) } : {}),
    });
  }
  return { refund: second };
}
