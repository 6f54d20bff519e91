import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { reversalId } from '../../common/schemas';
import { daysFromToday, newPayment, storedBooking, storedPayment } from './fixtures';
import {
  ALLOW,
  DENY,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  useRulesSuite,
  without,
  writeCases,
  type Actor,
  type WriteCase,
} from './helpers';
import { entryCases, ledgerNet, recordEntry, writeEntry } from './writes';

// The ledger (paymentLedgers/{bookingId}) holds the net paid on a booking and moves with every
// entry, in the same write: a refund is at most what was paid, and a payment above the balance
// needs the owner's overpaymentConfirmed, which a payment within it may not carry.
// b-paid: $1,500, $1,000 paid. b-none: nothing paid. b-legacy: $600 paid before ledgers existed.
const suite = useRulesSuite(() => ({
  'bookings/b-paid': storedBooking(UID.customerA, 'confirmed', { paidTotal: 1000 }),
  'payments/e-1': storedPayment('b-paid', UID.customerA, { amount: 1000 }),
  'paymentLedgers/b-paid': { net: 1000, lastEntry: 'e-1' },
  'bookings/b-none': storedBooking(UID.customerA, 'confirmed', { eventDate: daysFromToday(60) }),
  'bookings/b-legacy': storedBooking(UID.customerA, 'confirmed', { eventDate: daysFromToday(70), paidTotal: 600 }),
  'payments/old-1': storedPayment('b-legacy', UID.customerA, { amount: 600 }),
}));

const owner = () => suite.actor('owner');
const on = (bookingId: string, overrides: DocumentData = {}) => newPayment(bookingId, UID.customerA, overrides);
const refund = (bookingId: string, amount: number) => on(bookingId, { kind: 'refund', amount: -amount });
const ledger = (a: Actor, bookingId: string) => doc(a.db, 'paymentLedgers', bookingId);
const freshId = () => doc(collection(owner().db, 'payments')).id;

describe('paymentLedgers', () => {
  accessMatrix(suite, {
    "get b-paid's ledger": [(a) => getDoc(ledger(a, 'b-paid')), OWNER_ONLY],
    'list ledgers': [(a) => getDocs(collection(a.db, 'paymentLedgers')), NOBODY],
    'create a ledger with no entry': [(a) => setDoc(ledger(a, 'b-none'), { net: 100, lastEntry: 'e-1' }), NOBODY],
    'raise a ledger with no entry': [(a) => updateDoc(ledger(a, 'b-paid'), { net: 1500 }), NOBODY],
    'delete a ledger': [(a) => deleteDoc(ledger(a, 'b-paid')), NOBODY],
  });
});

describe('a refund is at most what was paid, net', () => {
  entryCases(suite, [
    ['refunding the whole $1,000 paid', () => refund('b-paid', 1000), ALLOW],
    ['refunding $1,001 of $1,000 paid', () => refund('b-paid', 1001), DENY],
    ['refunding $1 when nothing was paid', () => refund('b-none', 1), DENY],
    ['refunding the $600 paid before ledgers existed (the booking’s total)', () => refund('b-legacy', 600), ALLOW],
    ['refunding $601 of those $600', () => refund('b-legacy', 601), DENY],
  ]);

  it('after a full refund, reversing the payment would leave less than nothing → deny; reversing the refund → allow', async () => {
    const refundId = freshId();
    await assertSucceeds(recordEntry(owner(), refundId, refund('b-paid', 1000)));
    const undo = (of: string, amount: number) => on('b-paid', { kind: 'reversal', amount, reverses: of, note: 'Entered by mistake' });
    await assertFails(recordEntry(owner(), reversalId('e-1'), undo('e-1', -1000)));
    await assertSucceeds(recordEntry(owner(), reversalId(refundId), undo(refundId, 1000)));
    expect((await getDoc(ledger(owner(), 'b-paid'))).data()).toEqual({ net: 1000, lastEntry: reversalId(refundId) });
  });

  it('two refunds of $600 sent at once against $1,000: exactly one is recorded', async () => {
    const net = await ledgerNet(owner(), 'b-paid');
    const results = await Promise.allSettled([0, 1].map(() => writeEntry(owner(), freshId(), refund('b-paid', 600), net)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await getDoc(ledger(owner(), 'b-paid'))).get('net')).toBe(400);
  });
});

describe('a payment above the balance carries the owner’s confirmation, and only then', () => {
  entryCases(suite, [
    ['paying the $500 balance', () => on('b-paid', { amount: 500 }), ALLOW],
    ['paying $501 against a $500 balance, unconfirmed', () => on('b-paid', { amount: 501 }), DENY],
    ['paying $501 against a $500 balance, confirmed', () => on('b-paid', { amount: 501, overpaymentConfirmed: true }), ALLOW],
    ['paying the $500 balance marked as an overpayment', () => on('b-paid', { amount: 500, overpaymentConfirmed: true }), DENY],
    ['a refund marked as an overpayment', () => on('b-paid', { kind: 'refund', amount: -10, overpaymentConfirmed: true }), DENY],
    ['the full price on a booking with nothing paid', () => on('b-none', { amount: 1500 }), ALLOW],
    ['the overpaymentConfirmed field left out', () => without(on('b-none'), 'overpaymentConfirmed'), DENY],
  ]);
});

describe('every entry moves its ledger, in the same write', () => {
  const cases: WriteCase[] = [
    ['an entry without its ledger step', () => setDoc(doc(owner().db, 'payments', freshId()), on('b-paid')), DENY],
    ['a ledger step a dollar off', () => writeEntry(owner(), freshId(), on('b-paid'), 1001), DENY],
    ['a ledger step naming an older entry', () => writeEntry(owner(), freshId(), on('b-paid'), 1000, { lastEntry: 'e-1' }), DENY],
    ['a ledger step with an extra field', () => writeEntry(owner(), freshId(), on('b-paid'), 1000, { checkedBy: 'owner' }), DENY],
    ['the first entry on a booking, starting from nothing', () => writeEntry(owner(), freshId(), on('b-none'), 0), ALLOW],
    [
      'the first entry on a paid booking, starting from nothing instead of its $600',
      () => writeEntry(owner(), freshId(), on('b-legacy'), 0),
      DENY,
    ],
    [
      "an entry on b-paid moving b-none's ledger",
      () => {
        const id = freshId();
        const batch = writeBatch(owner().db);
        batch.set(doc(owner().db, 'payments', id), on('b-paid'));
        batch.set(ledger(owner(), 'b-none'), { net: 450, lastEntry: id });
        return batch.commit();
      },
      DENY,
    ],
    [
      'two entries in one write with one ledger step',
      () => {
        const [first, second] = [freshId(), freshId()];
        const batch = writeBatch(owner().db);
        batch.set(doc(owner().db, 'payments', first), on('b-paid', { amount: 100 }));
        batch.set(doc(owner().db, 'payments', second), on('b-paid', { amount: 100 }));
        batch.set(ledger(owner(), 'b-paid'), { net: 1200, lastEntry: second });
        return batch.commit();
      },
      DENY,
    ],
  ];
  writeCases(cases);
});
