import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { extendedUntil, extensionRefusal } from '../../../common/gallery-extension';
import type { ClientGallery, GalleryPayment } from '../../../common/schemas/client-galleries';
import { GALLERY_EXTENSION_SETTINGS_ID, galleryExtensionSettingsSchema } from '../../../common/schemas/gallery-extension';
import type { StripeReference } from '../../../common/schemas/online-payments';
import { ExtrasRefusal, payersGallery, type Payer } from './gallery-extras';
import { galleryRef } from './gallery-access';

// Buying more days of downloads for a gallery whose downloads closed by date (issue 38,
// docs/galleries.md "Extensions"). The checkout names only the gallery: the price and the days are
// the studio's (settings/galleryExtension), read here, and one order per gallery and closing day
// (galleryExtensionOrders, server only) is what the Checkout Session's metadata names. The webhook
// records the payment in galleryPayments (purpose 'extension') and moves the gallery's expiresOn in
// the same transaction, once per order: a replayed event finds its entry, and a second payment for
// the same closing day is recorded, extends nothing and is refunded.

/** galleryExtensionOrders/{id}: one extension of one gallery's closing day (server only). */
interface ExtensionOrder {
  galleryId: string;
  uid: string;
  /** The gallery's last open day when the customer asked: the day this extension is for. */
  closedOn: string;
  days: number;
  amount: number;
  status: 'open' | 'paid';
  /** The event whose payment extended the downloads. */
  paidBy: string | null;
}

const orders = (db: Firestore) => db.collection(SERVER_COLLECTIONS.galleryExtensionOrders);

/** The studio's extension settings, or null when it never saved them (or they do not read). */
async function extensionSettings(db: Firestore) {
  const parsed = galleryExtensionSettingsSchema.safeParse(
    (await db.collection(COLLECTIONS.settings).doc(GALLERY_EXTENSION_SETTINGS_ID).get()).data(),
  );
  return parsed.success ? parsed.data : null;
}

/**
 * What an extension of this gallery costs now, from the studio's settings; writes (once per closing
 * day) the order the session names. Refused: a person not of the gallery, a studio that offers no
 * extension, downloads still open (or off, or without a date), an extension already paid for this day.
 */
export async function galleryExtensionDue(
  db: Firestore,
  token: Payer,
  galleryId: string,
  today: string,
): Promise<{ amount: number; description: string; ledgerVersion: string; orderId: string }> {
  const gallery = await payersGallery(db, token, galleryId);
  const settings = await extensionSettings(db);
  const refused = extensionRefusal(gallery, settings, today);
  if (refused || !settings || !gallery.expiresOn) throw new ExtrasRefusal('failed-precondition', refused ?? 'No extension.');
  const closedOn = gallery.expiresOn;
  // One order per gallery and closing day, whoever of the family asks: one session for it.
  const orderId = createHash('sha256')
    .update(JSON.stringify([galleryId, closedOn]))
    .digest('hex')
    .slice(0, 32);
  const ref = orders(db).doc(orderId);
  await db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data() as ExtensionOrder | undefined;
    if (existing?.status === 'paid')
      throw new ExtrasRefusal('failed-precondition', 'An extension of these downloads is already paid: they reopen in a moment.');
    const order: ExtensionOrder = {
      galleryId,
      uid: existing?.uid ?? token.uid,
      closedOn,
      days: settings.days,
      amount: settings.price,
      status: 'open',
      paidBy: null,
    };
    // An open order follows the studio's figures of the moment (a session asked before keeps its own amount).
    if (!existing || existing.days !== order.days || existing.amount !== order.amount) tx.set(ref, order);
  });
  const n = settings.days;
  return {
    amount: settings.price,
    description: `Downloads extended by ${n} day${n === 1 ? '' : 's'}: ${gallery.title}`,
    ledgerVersion: `${orderId}:${settings.price}:${n}`,
    orderId,
  };
}

/**
 * In the webhook's transaction: the payment of an extension, and the gallery's new last day of
 * downloads (common/gallery-extension.ts extendedUntil, from the studio's day of the payment). A
 * second payment for the same closing day, or one for a gallery the studio meanwhile opened without
 * a date or turned downloads off for, extends nothing: its entry says so and `refund` is true, for
 * the caller to refund it through Stripe after the transaction.
 */
export async function recordExtensionPayment(
  tx: Transaction,
  db: Firestore,
  target: { galleryId: string; extensionOrderId: string },
  entry: { amount: number; receivedOn: string; stripe: StripeReference },
): Promise<'unknown' | { refund: boolean }> {
  const orderRef = orders(db).doc(target.extensionOrderId);
  const [orderSnap, gallerySnap] = await Promise.all([tx.get(orderRef), tx.get(galleryRef(db, target.galleryId))]);
  const order = orderSnap.data() as ExtensionOrder | undefined;
  const gallery = gallerySnap.data() as ClientGallery | undefined;
  if (!order || order.galleryId !== target.galleryId || !gallery) return 'unknown';
  const second = order.status === 'paid';
  const nothingToExtend = !gallery.downloads.enabled || gallery.expiresOn === null;
  const refund = second || nothingToExtend;
  const until = refund ? null : extendedUntil(gallery.expiresOn!, entry.receivedOn, order.days);
  tx.create(db.collection(COLLECTIONS.galleryPayments).doc(entry.stripe.eventId), {
    galleryId: order.galleryId,
    userId: order.uid,
    kind: 'payment',
    amount: entry.amount,
    method: 'card',
    receivedOn: entry.receivedOn,
    note: second
      ? 'A second payment for an extension already paid: refunded through Stripe'
      : nothingToExtend
        ? 'An extension paid after the studio opened the downloads without a date (or turned them off): refunded through Stripe'
        : `Paid online by card (Stripe): downloads extended by ${order.days} day${order.days === 1 ? '' : 's'}, until ${until}`,
    stripe: entry.stripe,
    photoIds: [],
    purpose: 'extension',
    extension: until ? { days: order.days, from: gallery.expiresOn!, until } : null,
    adjusts: null,
    createdAt: FieldValue.serverTimestamp(),
  } satisfies Omit<GalleryPayment, 'createdAt'> & { createdAt: FieldValue });
  if (!second) tx.update(orderRef, { status: 'paid', paidBy: entry.stripe.eventId });
  if (until) tx.update(galleryRef(db, order.galleryId), { expiresOn: until });
  return { refund };
}
