import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { paymentSchema, reversalId } from '@common/schemas';
import { TODAY, aWhileAgo, daysFromToday, newPayment, storedBooking, storedPayment } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  SIGNED_IN,
  UID,
  accessMatrix,
  expectOutcome,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Actor,
} from './helpers';
import { recordEntry, writeEntry } from './writes';

// The owner records money against a booking; nobody edits or deletes an entry afterwards. A
// reversal (its id: the entry's id + "-reversal") undoes one entry exactly once. Every entry moves
// the booking's ledger in the same write (money-sanity.test.ts has the ledger's own cases).
// Alice's confirmed booking ($1,500): $450 + $90 − $90 (reversed) − $100 (refund) + $500 = $850 net.
const suite = useRulesSuite(() => ({
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed', { paidTotal: 850 }),
  'paymentLedgers/alice-confirmed': { net: 850, lastEntry: 'pay-3' },
  'bookings/alice-pending': storedBooking(UID.customerA, 'pending', { eventDate: daysFromToday(40) }),
  // A deposit was paid before the cancellation (an entry older than ledgers: the booking's total).
  'bookings/alice-cancelled': storedBooking(UID.customerA, 'cancelled', { paidTotal: 450 }),
  'bookings/alice-declined': storedBooking(UID.customerA, 'declined', { statusReason: 'Away' }),
  'bookings/bob-confirmed': storedBooking(UID.customerB, 'confirmed', { eventDate: daysFromToday(50) }),
  'payments/pay-1': storedPayment('alice-confirmed', UID.customerA),
  'payments/pay-2': storedPayment('alice-confirmed', UID.customerA, { amount: 90, method: 'bank-transfer' }),
  'payments/pay-2-reversal': storedPayment('alice-confirmed', UID.customerA, {
    kind: 'reversal',
    amount: -90,
    method: 'bank-transfer',
    reverses: 'pay-2',
    note: 'Entered twice',
  }),
  'payments/refund-1': storedPayment('alice-confirmed', UID.customerA, { kind: 'refund', amount: -100, method: 'bank-transfer' }),
  'payments/pay-3': storedPayment('alice-confirmed', UID.customerA, { amount: 500, method: 'bank-transfer' }),
  'payments/bob-pay': storedPayment('bob-confirmed', UID.customerB),
  // Another booking of Alice's, $200 by card at the studio and $200 online (the webhook's entry, with its Stripe event).
  'bookings/alice-card': storedBooking(UID.customerA, 'confirmed', { paidTotal: 400, eventDate: daysFromToday(60) }),
  'paymentLedgers/alice-card': { net: 400, lastEntry: 'pay-online' },
  'payments/pay-card': storedPayment('alice-card', UID.customerA, { amount: 200, method: 'card' }),
  'payments/pay-online': storedPayment('alice-card', UID.customerA, {
    amount: 200,
    method: 'card',
    stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
  }),
}));

const payment = (a: Actor, id: string) => doc(a.db, 'payments', id);
const freshId = (a: Actor) => doc(collection(a.db, 'payments')).id;
/** An entry as the app records it: with its ledger step. */
const record = (a: Actor, data: DocumentData, id = freshId(a)) => recordEntry(a, id, data);
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'payments'), where('userId', '==', uid), orderBy('createdAt', 'desc'));
const onAlices = (overrides: Record<string, unknown> = {}) => newPayment('alice-confirmed', UID.customerA, overrides);
const reversal = (of: string, overrides: Record<string, unknown> = {}) =>
  onAlices({ kind: 'reversal', amount: -450, reverses: of, note: 'Recorded against the wrong booking', ...overrides });

describe('payments', () => {
  accessMatrix(suite, {
    "get A's payment": [(a) => getDoc(payment(a, 'pay-1')), CUSTOMER_A_AND_OWNER],
    'get a missing payment': [(a) => getDoc(payment(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'payments')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), SIGNED_IN],
    "list one booking's entries (booking detail)": [
      (a) => getDocs(query(collection(a.db, 'payments'), where('bookingId', '==', 'alice-confirmed'), orderBy('createdAt'))),
      OWNER_ONLY,
    ],
    "record a payment on A's booking": [(a) => record(a, onAlices()), OWNER_ONLY],
    "record a payment on A's booking without its ledger step": [(a) => setDoc(payment(a, 'lone'), onAlices()), NOBODY],
    "reverse one of A's payments": [(a) => record(a, reversal('pay-1'), reversalId('pay-1')), OWNER_ONLY],
    "change the amount of A's payment": [(a) => updateDoc(payment(a, 'pay-1'), { amount: 45 }), NOBODY],
    "add a note to A's payment": [(a) => updateDoc(payment(a, 'pay-1'), { note: 'Counted twice' }), NOBODY],
    "delete A's payment": [(a) => deleteDoc(payment(a, 'pay-1')), NOBODY],
  });

  describe('the owner records: shape (rules and zod agree)', () => {
    const valid = onAlices();
    validationCases(suite, 'owner', (a, data) => record(a, data), paymentSchema.strict(), [
      ['cash', valid, ALLOW],
      ['a bank transfer with a note', { ...valid, method: 'bank-transfer', note: text(500) }, ALLOW],
      ['UPI', { ...valid, method: 'upi' }, ALLOW],
      ['card at the studio', { ...valid, method: 'card' }, ALLOW],
      ['an amount as a string', { ...valid, amount: '450' }],
      ['an amount of 450.5', { ...valid, amount: 450.5 }],
      ['an amount of 0', { ...valid, amount: 0 }],
      ['an amount over 1,000,000', { ...valid, amount: 1_000_001 }],
      ['a method outside the list', { ...valid, method: 'cheque' }],
      ['a kind outside the list', { ...valid, kind: 'gift' }],
      ['a received date not in YYYY-MM-DD', { ...valid, receivedOn: '5/1/2026' }],
      ['a note over 500 characters', { ...valid, note: text(501) }],
      ['a bookingId over 128 characters', { ...valid, bookingId: text(129) }],
      ['an unknown field', { ...valid, receipt: 'R-17' }],
      ['no note', without(valid, 'note')],
      ['no reverses', without(valid, 'reverses')],
    ]);
  });

  describe('the owner records: authority', () => {
    validationCases(suite, 'owner', (a, data) => record(a, data), null, [
      ['a refund (negative amount)', onAlices({ kind: 'refund', amount: -200 }), ALLOW],
      ['a deposit on a request not yet confirmed', newPayment('alice-pending', UID.customerA), ALLOW],
      ['a refund on a cancelled booking', newPayment('alice-cancelled', UID.customerA, { kind: 'refund', amount: -450 }), ALLOW],
      ['a payment received yesterday', onAlices({ receivedOn: daysFromToday(-1) }), ALLOW],
      ['a payment dated tomorrow (a time zone east of UTC)', onAlices({ receivedOn: daysFromToday(1) }), ALLOW],
      ['a payment received a year ago', onAlices({ receivedOn: daysFromToday(-366) }), ALLOW],
      ['a payment with a negative amount', onAlices({ amount: -450 })],
      ['a refund with a positive amount', onAlices({ kind: 'refund', amount: 200 })],
      ['a payment on a cancelled booking', newPayment('alice-cancelled', UID.customerA)],
      ['a payment on a declined booking', newPayment('alice-declined', UID.customerA)],
      ['a payment on a booking that does not exist', newPayment('no-such-booking', UID.customerA)],
      ["a payment on A's booking in B's name", onAlices({ userId: UID.customerB })],
      ['a payment naming an entry it reverses', onAlices({ reverses: 'pay-1' })],
      // Only the Stripe webhook (Admin SDK) writes an online payment: zod reads one, no client writes one.
      [
        'a card payment carrying a Stripe reference',
        onAlices({
          method: 'card',
          stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
        }),
      ],
      ['a client-chosen createdAt', onAlices({ createdAt: aWhileAgo })],
      ['a payment dated in two days', onAlices({ receivedOn: daysFromToday(2) })],
      ['a payment received over a year ago', onAlices({ receivedOn: daysFromToday(-367) })],
      [`a payment dated ${TODAY.slice(0, 4)}-02-30`, onAlices({ receivedOn: `${TODAY.slice(0, 4)}-02-30` })],
    ]);
  });

  describe('reversals: one entry, undone exactly and once', () => {
    const owner = () => suite.actor('owner');
    const cases: [string, string, Record<string, unknown>, 'allow' | 'deny'][] = [
      ['a payment, with the reason', reversalId('pay-1'), reversal('pay-1'), ALLOW],
      ['a refund (money back in)', reversalId('refund-1'), reversal('refund-1', { amount: 100, method: 'bank-transfer' }), ALLOW],
      ['under an id of its own choosing', 'fix-1', reversal('pay-1'), DENY],
      ['for a different amount', reversalId('pay-1'), reversal('pay-1', { amount: -400 }), DENY],
      ['of the same sign as the entry', reversalId('pay-1'), reversal('pay-1', { amount: 450 }), DENY],
      ['by another method', reversalId('pay-1'), reversal('pay-1', { method: 'card' }), DENY],
      ['without a reason', reversalId('pay-1'), reversal('pay-1', { note: '' }), DENY],
      ["naming another booking than the entry's", reversalId('bob-pay'), reversal('bob-pay'), DENY],
      ['of an entry already reversed', reversalId('pay-2'), reversal('pay-2', { amount: -90, method: 'bank-transfer' }), DENY],
      ['of a reversal', reversalId('pay-2-reversal'), reversal('pay-2-reversal', { amount: 90, method: 'bank-transfer' }), DENY],
      ['of an entry that does not exist', reversalId('pay-404'), reversal('pay-404'), DENY],
      [
        'of a card payment taken at the studio',
        reversalId('pay-card'),
        reversal('pay-card', { bookingId: 'alice-card', amount: -200, method: 'card' }),
        ALLOW,
      ],
      [
        'of a payment made online (refunded in Stripe)',
        reversalId('pay-online'),
        reversal('pay-online', { bookingId: 'alice-card', amount: -200, method: 'card' }),
        DENY,
      ],
    ];
    for (const [name, id, data, outcome] of cases) {
      it(`${name} → ${outcome}`, async () => {
        const write = record(owner(), data, id);
        await expectOutcome(outcome, write);
      });
    }

    it('customer A reversing their own payment → deny', async () => {
      const alice = suite.actor('customerA');
      await assertFails(writeEntry(alice, reversalId('pay-1'), reversal('pay-1'), 850));
    });
  });
});
