import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { dayIn } from '../../../common/days';
import { bookingAmountDue, instalmentDue } from '../../../common/online-payments';
import { deriveSchedule, instalmentLabel } from '../../../common/payment-schedule';
import { frameOrderOwed, owedOn, summarisePayments, type LedgerEntry, type PaymentSummary } from '../../../common/payments';
import { storedSalesTax } from '../../../common/sales-tax';
import { bookingSchema, frameOrderSchema, type Booking } from '../../../common/schemas/orders';
import type { BookingCheckoutPart, CheckoutRequest } from '../../../common/schemas/online-payments';
import type { PaymentKind } from '../../../common/schemas/payments';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import { SIGN_FIRST, awaitingSignature } from '../contracts/send-contract';
import { galleryExtensionDue } from '../galleries/gallery-extension';
import { ExtrasRefusal, galleryExtrasDue, type Payer } from '../galleries/gallery-extras';
import { readScheduleFacts, type ScheduleFacts } from '../payments/derive-schedule';

// What a customer may pay online now, from the server's own records: the booking's ledger, or the
// frame order's price less what the order's ledger already holds. The request never carries an amount.

/** Why a checkout is refused, in words for the customer; `code` is the HttpsError code. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'failed-precondition' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

interface AmountDue {
  amount: number;
  /** The product line the customer reads on Stripe's page. */
  description: string;
  /** The entry that last moved the ledger ('' if none): part of the idempotency key, so a new payment asks for a new session. */
  ledgerVersion: string;
  /** A gallery's extras: the order (galleryExtraOrders) the session's metadata names. */
  extrasOrderId?: string;
  /** A gallery's extension: the order (galleryExtensionOrders) the session's metadata names. */
  extensionOrderId?: string;
}

async function galleryDue(
  db: Firestore,
  payer: Payer,
  request: Extract<CheckoutRequest, { kind: 'gallery-extras' | 'gallery-extension' }>,
  today: string,
): Promise<AmountDue> {
  try {
    if (request.kind === 'gallery-extension') {
      const due = await galleryExtensionDue(db, payer, request.galleryId, today);
      return { amount: due.amount, description: due.description, ledgerVersion: due.ledgerVersion, extensionOrderId: due.orderId };
    }
    const due = await galleryExtrasDue(db, payer, request.galleryId, request.photoIds);
    return { amount: due.amount, description: due.description, ledgerVersion: due.ledgerVersion, extrasOrderId: due.orderId };
  } catch (error) {
    if (error instanceof ExtrasRefusal) throw new CheckoutRefusal(error.code, error.message);
    throw error;
  }
}

const PAYABLE_BOOKING = ['pending', 'confirmed', 'completed'];

const ledgerEntries = async (db: Firestore, bookingId: string): Promise<LedgerEntry[]> =>
  (await db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId).get()).docs.map((doc) => ({
    id: doc.id,
    kind: doc.get('kind') as PaymentKind,
    amount: Number(doc.get('amount')),
    reverses: (doc.get('reverses') as string | null) ?? null,
  }));

async function bookingDue(db: Firestore, uid: string, request: Extract<CheckoutRequest, { kind: 'booking' }>): Promise<AmountDue> {
  const snapshot = await db.collection(COLLECTIONS.bookings).doc(request.bookingId).get();
  if (!snapshot.exists) throw new CheckoutRefusal('not-found', 'We could not find that booking.');
  const booking = bookingSchema.parse(snapshot.data());
  if (booking.userId !== uid) throw new CheckoutRefusal('permission-denied', 'This booking belongs to another account.');
  if (!PAYABLE_BOOKING.includes(booking.status))
    throw new CheckoutRefusal('failed-precondition', `This booking is ${booking.status}: nothing is due.`);
  // With contracts on, the deposit follows the signature (docs/contracts.md).
  if (await awaitingSignature(db, request.bookingId)) throw new CheckoutRefusal('failed-precondition', SIGN_FIRST);
  // The studio's settings (sales tax, due days) and the owner's plan, as stored.
  const facts = await readScheduleFacts(db, db, request.bookingId);
  const owed = owedOn(booking, facts.settings.salesTax);
  const summary = summarisePayments(owed.price, owed.deposit, await ledgerEntries(db, request.bookingId));
  const { amount, part } =
    request.what === 'deposit' || request.what === 'balance'
      ? wholePart(summary, request.what)
      : instalmentPart({ ...booking, paidTotal: summary.paidTotal }, facts, request.what);
  const ledger = await db.collection(COLLECTIONS.paymentLedgers).doc(request.bookingId).get();
  return {
    amount,
    description: `${part}: ${booking.packageName} (ref. ${request.bookingId})`,
    ledgerVersion: String(ledger.get('lastEntry') ?? ''),
  };
}

function wholePart(summary: PaymentSummary, what: 'deposit' | 'balance') {
  const amount = bookingAmountDue(summary, what);
  if (amount <= 0)
    throw new CheckoutRefusal(
      'failed-precondition',
      what === 'deposit' ? 'The deposit is already paid.' : 'This booking is already paid in full.',
    );
  return { amount, part: what === 'deposit' ? 'Deposit' : 'Balance' };
}

/**
 * One instalment of a split balance, priced from the server's own schedule: the owner's plan and
 * the studio's settings as stored, and the ledger's net paid as just summed (never the booking's
 * derived copy, which may lag an entry).
 */
function instalmentPart(booking: Booking, facts: ScheduleFacts, id: Exclude<BookingCheckoutPart, 'balance'>) {
  const { schedule } = deriveSchedule(booking, facts.plan, facts.settings, dayIn(facts.settings.timeZone, new Date()));
  const due = instalmentDue(schedule, id);
  if ('refused' in due) throw new CheckoutRefusal('failed-precondition', due.refused);
  return { amount: due.owed, part: instalmentLabel(id, schedule) };
}

async function frameOrderDue(db: Firestore, uid: string, orderId: string): Promise<AmountDue> {
  const snapshot = await db.collection(COLLECTIONS.frameOrders).doc(orderId).get();
  if (!snapshot.exists) throw new CheckoutRefusal('not-found', 'We could not find that frame order.');
  const order = frameOrderSchema.parse(snapshot.data());
  if (order.userId !== uid) throw new CheckoutRefusal('permission-denied', 'This frame order belongs to another account.');
  if (order.status === 'cancelled') throw new CheckoutRefusal('failed-precondition', 'This frame order is cancelled: nothing is due.');
  const entries = (await db.collection(COLLECTIONS.framePayments).where('orderId', '==', orderId).get()).docs;
  const paid = entries.reduce((sum, doc) => sum + Number(doc.get('amount')), 0);
  // The frames' price, with the sales tax when the studio adds it to its prices.
  const studio = await db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).get();
  const amount = frameOrderOwed(order, storedSalesTax(studio.get('salesTax'))) - paid;
  if (amount <= 0) throw new CheckoutRefusal('failed-precondition', 'This frame order is already paid.');
  const latest = entries
    .map((doc) => doc.id)
    .sort()
    .join(',');
  return { amount, description: `${order.quantity} × ${order.frameName}, ${order.size} (ref. ${orderId})`, ledgerVersion: latest };
}

/** `today`: the studio's day (its time zone), which decides whether a gallery's downloads have closed. */
export function amountDue(db: Firestore, payer: Payer, request: CheckoutRequest, today: string): Promise<AmountDue> {
  if (request.kind === 'gallery-extras' || request.kind === 'gallery-extension') return galleryDue(db, payer, request, today);
  return request.kind === 'booking' ? bookingDue(db, payer.uid, request) : frameOrderDue(db, payer.uid, request.orderId);
}
