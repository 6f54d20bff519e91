import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_PENDING_BOOKINGS } from '../../common/schemas';
import { ALREADY_BOOKED_MESSAGE, createBooking, dayTakenMessage, pendingLimitMessage } from '../../web/src/data/booking-requests';
import { overpaymentMessage, recordPayment, refundTooLargeMessage, reversePayment } from '../../web/src/data/payments';
import {
  STUDIO_SEED,
  aWhileAgo,
  bookingInput,
  daysFromToday,
  heldDay,
  customPackageLink,
  linkSlug,
  servicePackage,
  storedBooking,
  storedPayment,
  TODAY,
  user,
} from './fixtures';
import { UID, useRulesSuite } from './helpers';

// The app's own writes (web/src/data) against the rules: what the rules refuse, the customer and
// the owner are told in words. b-paid: $1,500 package, $1,000 paid.
const SLUG = linkSlug('offer');
const TAKEN = daysFromToday(120);
const suite = useRulesSuite(() => ({
  ...STUDIO_SEED, // the rules read the catalogue deposit percentage there
  'packages/pkg-classic': servicePackage(),
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`customPackageLinks/${SLUG}`]: customPackageLink(SLUG, UID.customerA),
  'bookings/b-paid': storedBooking(UID.customerA, 'confirmed', { paidTotal: 1000 }),
  'payments/e-1': storedPayment('b-paid', UID.customerA, { amount: 1000 }),
  'paymentLedgers/b-paid': { net: 1000, lastEntry: 'e-1' },
  // A day confirmed for someone else: the calendar (the owner's) and its public view.
  [`calendar/${TAKEN}`]: heldDay(TAKEN, 'b-paid'),
  [`busyDays/${TAKEN.slice(0, 7)}`]: { days: { [TAKEN.slice(8)]: 'booked' }, updatedAt: aWhileAgo },
}));

const alice = () => suite.actor('customerA').db;
const owner = () => suite.actor('owner').db;
const payment = (kind: 'payment' | 'refund', amount: number, overpaymentConfirmed = false) => ({
  kind,
  amount,
  method: 'cash',
  receivedOn: TODAY,
  note: '',
  overpaymentConfirmed,
});

describe('a booking request through web/src/data/booking-requests.ts', () => {
  it(`joins the pending requests; the ${MAX_PENDING_BOOKINGS + 1}th is refused with the limit in words`, async () => {
    for (let i = 0; i < MAX_PENDING_BOOKINGS; i++) await createBooking(alice(), `req-${i}`, UID.customerA, bookingInput());
    const pending = await getDoc(doc(alice(), 'pendingBookings', UID.customerA));
    expect(pending.get('ids')).toHaveLength(MAX_PENDING_BOOKINGS);
    await expect(createBooking(alice(), 'req-extra', UID.customerA, bookingInput())).rejects.toThrow(pendingLimitMessage());
  });

  it('through a custom package link: books the link; a second booking is refused as "already booked"', async () => {
    const link = customPackageLink(SLUG, UID.customerA);
    const input = bookingInput({
      packageId: link.customPackageId,
      packageName: link.packageName,
      packagePrice: link.price,
      packageDeposit: link.deposit,
      customPackageLink: SLUG,
    });
    await createBooking(alice(), 'first', UID.customerA, input);
    expect((await getDoc(doc(alice(), 'customPackageLinks', SLUG))).get('bookingId')).toBe('first');
    await expect(createBooking(alice(), 'second', UID.customerA, input)).rejects.toThrow(ALREADY_BOOKED_MESSAGE);
  });

  it('on a day taken since the form showed it: refused, with the day in words', async () => {
    await expect(createBooking(alice(), 'late', UID.customerA, bookingInput({ eventDate: TAKEN }))).rejects.toThrow(dayTakenMessage(TAKEN));
    expect((await getDoc(doc(owner(), 'bookings', 'late'))).exists()).toBe(false);
  });
});

describe('a payment entry through web/src/data/payments.ts', () => {
  const booking = { id: 'b-paid', userId: UID.customerA };

  it('a refund above the net paid is refused with the amount that may be refunded', async () => {
    await expect(recordPayment(owner(), 'r-1', booking, payment('refund', 1001))).rejects.toThrow(refundTooLargeMessage(1000));
    await recordPayment(owner(), 'r-2', booking, payment('refund', 1000));
    expect((await getDoc(doc(owner(), 'paymentLedgers', 'b-paid'))).data()).toEqual({ net: 0, lastEntry: 'r-2' });
  });

  it('a payment above the price needs the confirmation, then carries it', async () => {
    await expect(recordPayment(owner(), 'p-1', booking, payment('payment', 600))).rejects.toThrow(overpaymentMessage(1600, 1500));
    await recordPayment(owner(), 'p-2', booking, payment('payment', 600, true));
    expect((await getDoc(doc(owner(), 'payments', 'p-2'))).get('overpaymentConfirmed')).toBe(true);
    // Within the price, the confirmation is not written even if the box was ticked.
    await recordPayment(owner(), 'p-3', { id: 'b-paid', userId: UID.customerA }, payment('refund', 600));
    await recordPayment(owner(), 'p-4', booking, payment('payment', 100, true));
    expect((await getDoc(doc(owner(), 'payments', 'p-4'))).get('overpaymentConfirmed')).toBe(false);
  });

  it('a reversal moves the ledger back', async () => {
    const entry = {
      ...storedPayment('b-paid', UID.customerA, { amount: 1000 }),
      id: 'e-1',
      createdAt: new Date(),
      overpaymentConfirmed: false,
    };
    await reversePayment(owner(), entry as never, { note: 'Entered twice' }, TODAY);
    expect((await getDoc(doc(owner(), 'paymentLedgers', 'b-paid'))).get('net')).toBe(0);
  });
});
