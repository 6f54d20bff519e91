import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { paymentScheduleSchema } from '@common/schemas';
import { PACKAGE_DEPOSIT, PACKAGE_PRICE, aWhileAgo, storedBooking } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  useRulesSuite,
  validationCases,
  without,
  type Actor,
} from './helpers';

// paymentSchedules/{bookingId}: the owner's split of a booking's balance and the instalments they
// waived. The customer reads their own booking's; only the owner writes, within the schema, the
// parts adding up to the booking's balance exactly. Nobody deletes one (the owner saves one part).
const BALANCE = PACKAGE_PRICE - PACKAGE_DEPOSIT;
const plan = (overrides: Record<string, unknown> = {}) => ({
  balance: [{ amount: BALANCE, daysBefore: 14 }],
  waived: [],
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** What the payments function writes onto a booking (Admin SDK). */
const DERIVED = [
  { id: 'deposit', amount: PACKAGE_DEPOSIT, dueOn: '2027-03-01', paid: PACKAGE_DEPOSIT, status: 'paid' },
  { id: 'balance-1', amount: BALANCE, dueOn: '2027-06-13', paid: 0, status: 'due' },
];

const suite = useRulesSuite(() => ({
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed'),
  'bookings/bob-confirmed': storedBooking(UID.customerB, 'confirmed'),
  'paymentSchedules/alice-confirmed': plan({ updatedAt: aWhileAgo }),
  'bookings/alice-scheduled': storedBooking(UID.customerA, 'confirmed', { schedule: DERIVED, nextDueOn: '2027-06-13' }),
  'bookings/alice-all-deposit': storedBooking(UID.customerA, 'confirmed', { packageDeposit: PACKAGE_PRICE }),
}));

const schedule = (a: Actor, id = 'alice-confirmed') => doc(a.db, 'paymentSchedules', id);
const halves = [
  { amount: BALANCE / 2, daysBefore: 60 },
  { amount: BALANCE / 2, daysBefore: 14 },
];

describe('paymentSchedules', () => {
  accessMatrix(suite, {
    "get A's schedule": [(a) => getDoc(schedule(a)), CUSTOMER_A_AND_OWNER],
    "get B's schedule (none saved)": [(a) => getDoc(schedule(a, 'bob-confirmed')), [DENY, DENY, ALLOW, ALLOW, DENY, DENY, DENY]],
    'get the schedule of a booking that does not exist': [(a) => getDoc(schedule(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'paymentSchedules')), OWNER_ONLY],
    "split A's balance in two": [(a) => setDoc(schedule(a), plan({ balance: halves })), OWNER_ONLY],
    "waive A's balance": [(a) => updateDoc(schedule(a), { waived: ['balance-1'], updatedAt: serverTimestamp() }), OWNER_ONLY],
    "save B's first split": [(a) => setDoc(schedule(a, 'bob-confirmed'), plan({ balance: halves })), OWNER_ONLY],
    "delete A's schedule": [(a) => deleteDoc(schedule(a)), NOBODY],
  });

  describe('the owner splits the balance (rules and zod agree)', () => {
    const part = (amount: number, daysBefore: number) => ({ amount, daysBefore });
    validationCases(suite, 'owner', (a, data) => setDoc(schedule(a, 'bob-confirmed'), data), paymentScheduleSchema.strict(), [
      ['one payment', plan(), ALLOW],
      ['four instalments in date order', plan({ balance: [part(1, 90), part(1, 60), part(1, 30), part(BALANCE - 3, 0)] }), ALLOW],
      ['the deposit and an instalment waived', plan({ balance: halves, waived: ['deposit', 'balance-2'] }), ALLOW],
      ['five instalments', plan({ balance: [part(1, 90), part(1, 60), part(1, 30), part(1, 10), part(BALANCE - 4, 0)] })],
      ['no instalment', plan({ balance: [] })],
      ['a zero instalment', plan({ balance: [part(0, 30), part(BALANCE, 14)] })],
      ['a negative instalment', plan({ balance: [part(-100, 30), part(BALANCE + 100, 14)] })],
      ['an instalment of 10.5', plan({ balance: [part(10.5, 30), part(BALANCE - 10.5, 14)] })],
      ['an instalment due after the event', plan({ balance: [part(BALANCE, -1)] })],
      ['an instalment 1,099 days ahead', plan({ balance: [part(BALANCE, 1099)] })],
      ['two instalments out of date order', plan({ balance: [part(BALANCE / 2, 14), part(BALANCE / 2, 60)] })],
      ['two instalments on the same day', plan({ balance: [part(BALANCE / 2, 14), part(BALANCE / 2, 14)] })],
      ['an instalment without its date', plan({ balance: [{ amount: BALANCE }] })],
      ['an instalment with an unknown field', plan({ balance: [{ ...part(BALANCE, 14), note: 'x' }] })],
      ['an instalment that is not a map', plan({ balance: [BALANCE] })],
      ['an unknown instalment waived', plan({ waived: ['balance-5'] })],
      ['six instalments waived', plan({ waived: ['deposit', 'balance-1', 'balance-2', 'balance-3', 'balance-4', 'deposit'] })],
      ['no waived list', without(plan(), 'waived')],
      ['an unknown field', plan({ note: 'agreed by phone' })],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(schedule(a, 'bob-confirmed'), data), null, [
      ['parts adding up to less than the balance', plan({ balance: [part(BALANCE - 1, 14)] })],
      ['parts adding up to more than the balance', plan({ balance: halves.map((h) => ({ ...h, amount: h.amount + 1 })) })],
      ['a client-chosen updatedAt', plan({ updatedAt: aWhileAgo })],
    ]);
    // A deposit of the whole price leaves a balance of nothing: its one part is 0, and the owner may
    // still waive the deposit (the schedule panel saves the plan it shows). 0 is a lone part only.
    validationCases(suite, 'owner', (a, data) => setDoc(schedule(a, 'alice-all-deposit'), data), paymentScheduleSchema.strict(), [
      ['the deposit waived, a balance of nothing', plan({ balance: [part(0, 14)], waived: ['deposit'] }), ALLOW],
      ['a balance of nothing, nothing waived', plan({ balance: [part(0, 14)] }), ALLOW],
      ['a balance of nothing in two parts of 0', plan({ balance: [part(0, 30), part(0, 14)] })],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(schedule(a, 'bob-confirmed'), data), null, [
      ['one part of 0 for a balance that is not nothing', plan({ balance: [part(0, 14)] })],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(schedule(a, 'missing'), data), null, [
      ['a schedule for a booking that does not exist', plan()],
    ]);
  });

  describe('the schedule the server derived onto a booking', () => {
    const booking = (a: Actor, id = 'alice-scheduled') => doc(a.db, 'bookings', id);
    validationCases(suite, 'owner', (a, change) => updateDoc(booking(a), change), null, [
      ['a repair of the venue leaves it as it is', { venue: 'Golden Gate Park' }, ALLOW],
      ['moving the next due date', { nextDueOn: '2027-07-01' }],
      ['marking the balance paid', { schedule: [DERIVED[0], { ...DERIVED[1], paid: BALANCE, status: 'paid' }] }],
    ]);
    validationCases(suite, 'owner', (a, change) => updateDoc(booking(a, 'alice-confirmed'), change), null, [
      ['adding a schedule to a booking', { schedule: DERIVED, venue: 'Golden Gate Park' }],
    ]);
  });
});
