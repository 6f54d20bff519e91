import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { COLLECTIONS } from '../../../common/collections';
import { dayIn } from '../../../common/days';
import { storedSalesTax, withSalesTax } from '../../../common/sales-tax';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import type { StripeReference } from '../../../common/schemas/online-payments';
import { recordHoldId } from '../../../common/schemas/record-holds';
import type { Logger } from '../lib/logger';
import { recordGalleryAdjustment } from '../galleries/gallery-refunds';
import { recordExtensionPayment } from '../galleries/gallery-extension';
import { recordExtrasPayment } from '../galleries/gallery-extras';
import { intentOf, type PaymentTarget, type WebhookIntent } from './webhook-events';

// Writes what a verified Stripe event means into the ledger, in one transaction, with the event's
// id as the entry's id: a redelivered event finds its entry and writes nothing. A booking's entry
// moves paymentLedgers with it (as the owner's entries do), so onPaymentCreated derives the
// totals and sends the receipt exactly as for cash; a frame order's goes to framePayments.

export interface WebhookDeps {
  db: Firestore;
  logger: Logger;
  /** The studio's time zone: an entry's day is the studio's day of the event. */
  timeZone: () => Promise<string>;
  /** Refunds a payment through Stripe (a second payment of a gallery's extras already paid, issue 38). */
  refund?: (paymentIntentId: string, idempotencyKey: string) => Promise<void>;
}

type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored' | 'unknown';

type Entry = { kind: 'payment' | 'refund'; amount: number; note: string; stripe: StripeReference; receivedOn: string };
type Adjust = Extract<WebhookIntent, { action: 'adjust' }>;

const collectionOf = (target: PaymentTarget) =>
  target.kind === 'booking'
    ? COLLECTIONS.payments
    : target.kind === 'frame-order'
      ? COLLECTIONS.framePayments
      : COLLECTIONS.galleryPayments;

/** The online payment an adjustment belongs to, by its payment intent (the original entry never changes). */
async function findOriginal(db: Firestore, paymentIntentId: string): Promise<{ target: PaymentTarget } | null> {
  if (!paymentIntentId) return null;
  for (const collection of [COLLECTIONS.payments, COLLECTIONS.framePayments, COLLECTIONS.galleryPayments]) {
    const found = await db.collection(collection).where('stripe.paymentIntentId', '==', paymentIntentId).limit(1).get();
    const doc = found.docs[0];
    if (!doc) continue;
    return {
      target:
        collection === COLLECTIONS.payments
          ? { kind: 'booking', bookingId: doc.get('bookingId') }
          : collection === COLLECTIONS.framePayments
            ? { kind: 'frame-order', orderId: doc.get('orderId') }
            : { kind: 'gallery-extras', galleryId: doc.get('galleryId'), extrasOrderId: '' },
    };
  }
  return null;
}

/** A refund event carries the refunds so far: the entry is what the ledger does not hold yet. */
async function adjustmentAmount(transaction: Transaction, db: Firestore, target: PaymentTarget, intent: Adjust): Promise<number> {
  if (intent.refundedTotal === undefined) return intent.amount ?? 0;
  const earlier = await transaction.get(db.collection(collectionOf(target)).where('stripe.paymentIntentId', '==', intent.paymentIntentId));
  const recorded = earlier.docs
    .filter((doc) => doc.get('stripe.eventType') === 'charge.refunded')
    .reduce((sum, doc) => sum - Number(doc.get('amount')), 0);
  return intent.refundedTotal - recorded;
}

async function write(
  deps: WebhookDeps,
  target: PaymentTarget,
  entryRef: DocumentReference,
  entry: Entry,
  adjust?: Adjust,
): Promise<WebhookOutcome> {
  const { db } = deps;
  if (target.kind === 'gallery-extras' || target.kind === 'gallery-extension') return writeGallery(deps, target, entryRef, entry, adjust);
  return db.runTransaction(async (transaction) => {
    if ((await transaction.get(entryRef)).exists) return 'duplicate';
    const ownerRef =
      target.kind === 'booking'
        ? db.collection(COLLECTIONS.bookings).doc(target.bookingId)
        : db.collection(COLLECTIONS.frameOrders).doc(target.orderId);
    const ledgerRef = target.kind === 'booking' ? db.collection(COLLECTIONS.paymentLedgers).doc(target.bookingId) : null;
    const studioRef = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
    const [owner, ledger, studio] = await Promise.all([
      transaction.get(ownerRef),
      ledgerRef ? transaction.get(ledgerRef) : null,
      ledgerRef ? transaction.get(studioRef) : null,
    ]);
    const userId = owner.get('userId') as string | null | undefined;
    if (!owner.exists || !userId) return 'unknown';
    let amount = adjust ? await adjustmentAmount(transaction, db, target, adjust) : entry.amount;
    const netBefore =
      target.kind === 'booking' ? Number(ledger?.exists ? ledger.get('net') : owner.get('paidTotal')) : Number.POSITIVE_INFINITY;
    // Money back never takes the ledger below zero (its schema and rules forbid it).
    if (entry.kind === 'refund') amount = Math.min(amount, Math.max(netBefore, 0));
    if (amount <= 0) return 'ignored';
    const signed = entry.kind === 'refund' ? -amount : amount;
    const common = {
      userId,
      kind: entry.kind,
      amount: signed,
      method: 'card',
      receivedOn: entry.receivedOn,
      note: entry.note,
      stripe: entry.stripe,
      createdAt: FieldValue.serverTimestamp(),
    };
    if (target.kind === 'frame-order') {
      transaction.create(entryRef, { orderId: target.orderId, ...common });
      // The order is now named by money: the rules keep it from deletion (its record hold).
      transaction.set(db.collection(COLLECTIONS.recordHolds).doc(recordHoldId('frameOrders', target.orderId)), {});
      return 'recorded';
    }
    const net = netBefore + signed;
    transaction.create(entryRef, {
      bookingId: target.bookingId,
      ...common,
      reverses: null,
      // As the rules keep it for the owner's entries: true exactly when this payment took the net above the price.
      // The price owed: with the sales tax when the studio adds it (firestore.rules' priceWithTax).
      overpaymentConfirmed:
        entry.kind === 'payment' && net > withSalesTax(Number(owner.get('packagePrice')), storedSalesTax(studio?.get('salesTax'))),
    });
    transaction.set(ledgerRef!, { net, lastEntry: entryRef.id });
    return 'recorded';
  });
}

type GalleryTarget = Extract<PaymentTarget, { kind: 'gallery-extras' | 'gallery-extension' }>;

/**
 * A gallery's extras or extension (issue 38): the entry with the photos it unlocks (or the days it
 * adds), once per order; a second payment of an order already paid is recorded, unlocks (extends)
 * nothing, and is refunded through Stripe. A refund or dispute is an entry of its own (no photo),
 * as for the other ledgers, and locks again the photos of a payment refunded in full.
 */
async function writeGallery(
  deps: WebhookDeps,
  target: GalleryTarget,
  entryRef: DocumentReference,
  entry: Entry,
  adjust?: Adjust,
): Promise<WebhookOutcome> {
  if (adjust) return adjustGallery(deps, target, entryRef, entry, adjust);
  const outcome = await deps.db.runTransaction(async (transaction) => {
    if ((await transaction.get(entryRef)).exists) return 'duplicate' as const;
    return target.kind === 'gallery-extension'
      ? recordExtensionPayment(transaction, deps.db, target, entry)
      : recordExtrasPayment(transaction, deps.db, target, entry);
  });
  if (outcome === 'duplicate' || outcome === 'unknown') return outcome;
  if (outcome.refund) {
    const where = { eventId: entry.stripe.eventId, paymentIntentId: entry.stripe.paymentIntentId, kind: target.kind };
    try {
      if (!deps.refund) throw new Error('no Stripe client to refund with');
      await deps.refund(entry.stripe.paymentIntentId, `refund-second-${entry.stripe.eventId}`);
      deps.logger.warn('A gallery payment that buys nothing (already paid, or nothing to extend): refunded', where);
    } catch (error) {
      deps.logger.error('A gallery payment that buys nothing could not be refunded: refund it in Stripe', {
        ...where,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return 'recorded';
}

/**
 * Money back on a gallery payment (or returned after a won dispute): never below what the payment
 * intent brought in. In the same transaction the gallery's paidPhotoIds follow the ledger
 * (common/gallery-payments.ts): an extras payment refunded in full, or withdrawn by a dispute, no
 * longer unlocks its photos (unless another payment covers them); a won dispute unlocks them again.
 * An extension's refund leaves the downloads' date as it is (the studio decides, in the gallery).
 */
function adjustGallery(
  deps: WebhookDeps,
  target: GalleryTarget,
  entryRef: DocumentReference,
  entry: Entry,
  adjust: Adjust,
): Promise<WebhookOutcome> {
  const { db } = deps;
  return db.runTransaction(async (transaction) => {
    if ((await transaction.get(entryRef)).exists) return 'duplicate';
    const earlier = await transaction.get(
      db.collection(COLLECTIONS.galleryPayments).where('stripe.paymentIntentId', '==', entry.stripe.paymentIntentId),
    );
    // The payment that bought something (a second payment of it, refunded already, names no photo and no extension).
    const paid = earlier.docs.filter((doc) => doc.get('kind') === 'payment' && !doc.get('adjusts'));
    const original = paid.find((doc) => (doc.get('photoIds') as string[]).length > 0 || doc.get('extension')) ?? paid[0];
    if (!original) return 'unknown';
    const net = earlier.docs.reduce((sum, doc) => sum + Number(doc.get('amount')), 0);
    let amount = await adjustmentAmount(transaction, db, target, adjust);
    if (entry.kind === 'refund') amount = Math.min(amount, Math.max(net, 0));
    if (amount <= 0) return 'ignored';
    await recordGalleryAdjustment(transaction, db, original, {
      id: entryRef.id,
      kind: entry.kind,
      amount: entry.kind === 'refund' ? -amount : amount,
      method: 'card',
      receivedOn: entry.receivedOn,
      note: entry.note,
      stripe: entry.stripe,
    });
    return 'recorded';
  });
}

/** Records a verified event; 'unknown' (a booking, order or payment we do not have) writes nothing and is refused by the caller. */
export async function recordWebhookEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  const intent = intentOf(event);
  const where = { eventId: event.id, type: event.type };
  if (intent.action === 'ignore') {
    deps.logger.info('Stripe event not recorded', { ...where, reason: intent.reason });
    return 'ignored';
  }
  const found = intent.action === 'payment' ? { target: intent.target } : await findOriginal(deps.db, intent.paymentIntentId);
  if (!found) {
    deps.logger.error('Stripe event for a payment this site does not know: refused, nothing written', {
      ...where,
      paymentIntentId: intent.paymentIntentId,
    });
    return 'unknown';
  }
  const receivedOn = dayIn(await deps.timeZone(), new Date(event.created * 1000));
  const stripe: StripeReference = {
    eventId: event.id,
    eventType: event.type,
    sessionId: intent.action === 'payment' ? intent.sessionId : '',
    paymentIntentId: intent.paymentIntentId,
  };
  const kind = intent.action === 'payment' ? 'payment' : intent.kind;
  const entry: Entry = { kind, amount: intent.action === 'payment' ? intent.amount : 0, note: intent.note, stripe, receivedOn };
  const entryRef = deps.db.collection(collectionOf(found.target)).doc(event.id);
  const outcome = await write(deps, found.target, entryRef, entry, intent.action === 'adjust' ? intent : undefined);
  if (outcome === 'unknown')
    deps.logger.error('Stripe event for a booking or order this site does not know: refused, nothing written', {
      ...where,
      ...found.target,
    });
  else deps.logger.info(`Stripe event ${outcome}`, { ...where, ...found.target });
  return outcome;
}
