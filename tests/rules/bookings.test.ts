import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { depositSplit } from '@common/payments';
import { LIMITS, bookingSchema } from '@common/schemas';
import {
  EVENT_DAY,
  PACKAGE_DEPOSIT,
  PACKAGE_NAME,
  PACKAGE_PRICE,
  TODAY,
  aWhileAgo,
  blockedDay,
  daysFromToday,
  heldDay,
  holdDay,
  inDays,
  newBooking,
  sentContract,
  servicePackage,
  storedBooking,
  STUDIO_SEED,
  DEPOSIT_PERCENT,
} from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  OWNER_ONLY,
  SIGNED_IN,
  UID,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  without,
  writeCases,
  type Actor,
  type Case,
  type WriteCase,
} from './helpers';
import { createBooking } from './writes';

const HELD_DAY = daysFromToday(120);
/** A day Alice's signed contract holds for its deposit (docs/contracts.md). */
const HOLD_DAY = daysFromToday(135);
const COUNTERSIGNED_DAY = daysFromToday(140);
const BLOCKED_DAY = daysFromToday(150);
const YESTERDAY = daysFromToday(-1);
/** A day before the studio's today in every time zone (the rules' margin is one day). */
const PAST_EVERYWHERE = daysFromToday(-2);
const NEXT_YEAR = Number(TODAY.slice(0, 4)) + 1;
/** Prices whose 30% is not a whole number of dollars (999 → 299.70): the rules and depositSplit must agree. */
const ODD_PRICES = [1, 5, 999, 1005, 333_333];

const suite = useRulesSuite(() => ({
  ...STUDIO_SEED,
  'packages/pkg-classic': servicePackage(),
  'packages/pkg-retired': servicePackage({ name: 'Retired package', price: 900, active: false }),
  ...Object.fromEntries(ODD_PRICES.map((price) => [`packages/pkg-${price}`, servicePackage({ name: `Package at ${price}`, price })])),
  'bookings/alice-pending': storedBooking(UID.customerA),
  // Bob asked for the same day as Alice: both may ask, only one can be confirmed.
  'bookings/bob-pending': storedBooking(UID.customerB),
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed', { eventDate: HELD_DAY }),
  [`calendar/${HELD_DAY}`]: heldDay(HELD_DAY, 'alice-confirmed'),
  'bookings/bob-on-held-day': storedBooking(UID.customerB, 'pending', { eventDate: HELD_DAY }),
  [`calendar/${BLOCKED_DAY}`]: blockedDay(BLOCKED_DAY),
  'bookings/bob-on-blocked-day': storedBooking(UID.customerB, 'pending', { eventDate: BLOCKED_DAY }),
  'bookings/alice-past-pending': storedBooking(UID.customerA, 'pending', { eventDate: PAST_EVERYWHERE }),
  'bookings/alice-past-confirmed': storedBooking(UID.customerA, 'confirmed', { eventDate: YESTERDAY }),
  [`calendar/${YESTERDAY}`]: heldDay(YESTERDAY, 'alice-past-confirmed'),
  'bookings/alice-cancelled': storedBooking(UID.customerA, 'cancelled'),
  'bookings/alice-declined': storedBooking(UID.customerA, 'declined', { statusReason: 'We are away that week.' }),
  'bookings/alice-completed': storedBooking(UID.customerA, 'completed', { eventDate: daysFromToday(-30) }),
  // Contracts: a signature's hold, and contractState, which only the functions write.
  'bookings/alice-signed': storedBooking(UID.customerA, 'pending', { eventDate: HOLD_DAY, contractState: 'signed' }),
  [`calendar/${HOLD_DAY}`]: holdDay(HOLD_DAY, 'alice-signed'),
  'bookings/bob-on-hold-day': storedBooking(UID.customerB, 'pending', { eventDate: HOLD_DAY }),
  'bookings/alice-contract-sent': storedBooking(UID.customerA, 'pending', { contractState: 'sent' }),
  'contracts/alice-contract-sent': sentContract('alice-contract-sent', UID.customerA),
  'bookings/alice-countersigned': storedBooking(UID.customerA, 'confirmed', {
    eventDate: COUNTERSIGNED_DAY,
    contractState: 'countersigned',
  }),
  [`calendar/${COUNTERSIGNED_DAY}`]: heldDay(COUNTERSIGNED_DAY, 'alice-countersigned'),
  'bookings/alice-past-countersigned': storedBooking(UID.customerA, 'confirmed', {
    eventDate: daysFromToday(-3),
    contractState: 'countersigned',
  }),
}));

const booking = (a: Actor, id: string) => doc(a.db, 'bookings', id);
const day = (a: Actor, date: string) => doc(a.db, 'calendar', date);
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'bookings'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

/** A status change as the app sends it: the new status, stamped with the server's time. */
const move = (status: string, extra: DocumentData = {}) => ({ status, [`statusAt.${status}`]: serverTimestamp(), ...extra });

/**
 * The app's confirmation: the booking and its day's calendar document in one atomic write. `lock`
 * adds to (or changes) the day's document; `update` is what the booking is sent.
 */
function confirm(a: Actor, id: string, date: string, lock: DocumentData = {}, update: DocumentData = move('confirmed')) {
  const batch = writeBatch(a.db);
  batch.update(booking(a, id), update);
  batch.set(day(a, date), { date, kind: 'booking', bookingId: id, createdAt: serverTimestamp(), ...lock });
  return batch.commit();
}

/** The studio cancels a confirmed booking and frees its day in the same write. */
function cancelAndFree(a: Actor, id: string, date: string) {
  const batch = writeBatch(a.db);
  batch.update(booking(a, id), move('cancelled', { statusReason: 'The couple postponed.' }));
  batch.delete(day(a, date));
  return batch.commit();
}

describe('bookings', () => {
  accessMatrix(suite, {
    "get A's booking": [(a) => getDoc(booking(a, 'alice-pending')), CUSTOMER_A_AND_OWNER],
    'get a missing booking': [(a) => getDoc(booking(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'bookings')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'list pending ones (admin filter)': [(a) => getDocs(query(collection(a.db, 'bookings'), where('status', '==', 'pending'))), OWNER_ONLY],
    'list the requests for one day (the clash check)': [
      (a) => getDocs(query(collection(a.db, 'bookings'), where('eventDate', '==', EVENT_DAY), orderBy('createdAt'))),
      OWNER_ONLY,
    ],
    // A verified customer books for themself; the owner is not a customer; the forged claim
    // neither helps nor hinders Mallory's ordinary customer rights.
    'create own booking at the catalogue price': [
      (a) => createBooking(a, newBooking(a.uid ?? 'signed-out')),
      [DENY, ALLOW, ALLOW, DENY, DENY, ALLOW],
    ],
    'create a booking in A’s name': [(a) => createBooking(a, newBooking(UID.customerA)), [DENY, ALLOW, DENY, DENY, DENY, DENY]],
    "cancel A's pending booking": [(a) => updateDoc(booking(a, 'alice-pending'), move('cancelled')), CUSTOMER_A_AND_OWNER],
    "confirm A's pending booking with its day": [(a) => confirm(a, 'alice-pending', EVENT_DAY), OWNER_ONLY],
    "confirm A's signed booking, its own hold turned into the lock": [(a) => confirm(a, 'alice-signed', HOLD_DAY), OWNER_ONLY],
    "decline A's pending booking with a reason": [
      (a) => updateDoc(booking(a, 'alice-pending'), move('declined', { statusReason: 'Fully booked that weekend.' })),
      OWNER_ONLY,
    ],
    // A request nothing depends on yet (no payment, no day): see 'removing a booking' below.
    "delete A's pending booking": [(a) => deleteDoc(booking(a, 'alice-pending')), OWNER_ONLY],
  });

  describe('customer A creates: shape (rules and zod agree)', () => {
    const valid = newBooking(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => createBooking(a, data), bookingSchema.strict(), [
      ['a valid booking', valid, ALLOW],
      ['a bank-transfer booking with notes', { ...valid, paymentMethod: 'bank-transfer', notes: text(2000) }, ALLOW],
      ['guestCount as a string', { ...valid, guestCount: '120' }],
      ['guestCount of 0', { ...valid, guestCount: 0 }],
      ['guestCount over 2000', { ...valid, guestCount: 2001 }],
      ['guestCount of 1.5', { ...valid, guestCount: 1.5 }],
      ['name over 100 characters', { ...valid, name: text(101) }],
      ['a blank name', { ...valid, name: '   ' }],
      ['venue over 200 characters', { ...valid, venue: text(201) }],
      ['notes over 2000 characters', { ...valid, notes: text(2001) }],
      ['an email without @', { ...valid, email: 'alice.example.com' }],
      ['an email over 254 characters', { ...valid, email: `${text(250)}@example.com` }],
      ['a phone with letters', { ...valid, phone: 'call me maybe' }],
      ['a phone of 5 digits', { ...valid, phone: '12345' }],
      ['an unknown event type', { ...valid, eventType: 'Funeral' }],
      ['an eventDate not in YYYY-MM-DD', { ...valid, eventDate: '12/06/2027' }],
      ['an unknown payment method', { ...valid, paymentMethod: 'card' }],
      ['a packageId over 100 characters', { ...valid, packageId: text(101) }],
      ['an unknown field', { ...valid, discount: 50 }],
      ['no phone', without(valid, 'phone')],
      ['no createdAt', without(valid, 'createdAt')],
      ['no keywords', without(valid, 'keywords')],
      ['over 200 keywords', { ...valid, keywords: Array.from({ length: 201 }, (_, i) => `k${i}`) }],
      ['a status outside the enum', { ...valid, status: 'approved' }],
      ['a payment status outside the enum', { ...valid, paymentStatus: 'waived' }],
      ['a reason over 500 characters', { ...valid, statusReason: text(501) }],
      ['no packageDeposit', without(valid, 'packageDeposit')],
      ['a deposit over the price', { ...valid, packageDeposit: PACKAGE_PRICE + 1 }],
      ['a negative deposit', { ...valid, packageDeposit: -1 }],
      ['a deposit in cents', { ...valid, packageDeposit: PACKAGE_DEPOSIT + 0.5 }],
      ['a deposit as a string', { ...valid, packageDeposit: String(PACKAGE_DEPOSIT) }],
    ]);
  });

  describe('customer A creates: authority', () => {
    const valid = newBooking(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => createBooking(a, data), null, [
      ["someone else's uid", { ...valid, userId: UID.customerB }],
      ['a client-chosen createdAt in the past', { ...valid, createdAt: aWhileAgo }],
      ['a client-chosen createdAt in the future', { ...valid, createdAt: Timestamp.fromMillis(Date.now() + 86_400_000) }],
      ['an initial status of confirmed', { ...valid, status: 'confirmed' }],
      ['a client-chosen time in statusAt', { ...valid, statusAt: { pending: aWhileAgo } }],
      ['an empty statusAt', { ...valid, statusAt: {} }],
      ['statusAt claiming a confirmation', { ...valid, statusAt: { pending: serverTimestamp(), confirmed: serverTimestamp() } }],
      ['a reason on a new request', { ...valid, statusReason: 'VIP' }],
      ['an amount already paid', { ...valid, paidTotal: PACKAGE_PRICE }],
      ['a payment status of paid', { ...valid, paymentStatus: 'paid' }],
      ['a tampered price', { ...valid, packagePrice: PACKAGE_PRICE - 1 }],
      ['a price of 0', { ...valid, packagePrice: 0 }],
      ['a package name not in the catalogue', { ...valid, packageName: `${PACKAGE_NAME} Deluxe` }],
      ['a retired package at its own price', { ...valid, packageId: 'pkg-retired', packageName: 'Retired package', packagePrice: 900 }],
      ['a package that does not exist', { ...valid, packageId: 'pkg-imaginary' }],
      ['a deposit a dollar under the studio’s deposit', { ...valid, packageDeposit: PACKAGE_DEPOSIT - 1 }],
      ['a deposit a dollar over the studio’s deposit', { ...valid, packageDeposit: PACKAGE_DEPOSIT + 1 }],
      ['no deposit at all', { ...valid, packageDeposit: 0 }],
      ['the whole price as the deposit', { ...valid, packageDeposit: PACKAGE_PRICE }],
    ]);

    it('a second submit to the same id → deny', async () => {
      await assertSucceeds(createBooking(suite.actor('customerA'), valid, 'resubmitted'));
      await assertFails(createBooking(suite.actor('customerA'), valid, 'resubmitted'));
    });

    // The customer's browser chooses the id: at most what every document that names it can hold
    // (LIMITS.id), or its deposit could never be recorded and no gallery could name it.
    it(`an id of ${LIMITS.id} characters → allow`, async () => {
      await assertSucceeds(createBooking(suite.actor('customerA'), valid, text(LIMITS.id)));
    });
    it(`an id of ${LIMITS.id + 1} characters → deny`, async () => {
      await assertFails(createBooking(suite.actor('customerA'), valid, text(LIMITS.id + 1)));
    });
  });

  describe('the deposit of a catalogue package: the studio’s percentage in whole dollars, rounded down as depositSplit does', () => {
    const at = (price: number, packageDeposit: number) =>
      newBooking(UID.customerA, { packageId: `pkg-${price}`, packageName: `Package at ${price}`, packagePrice: price, packageDeposit });
    validationCases(
      suite,
      'customerA',
      (a, data) => createBooking(a, data),
      null,
      ODD_PRICES.flatMap((price): Case[] => {
        const { deposit } = depositSplit(price, DEPOSIT_PERCENT);
        return [
          [`$${price} with depositSplit's $${deposit}`, at(price, deposit), ALLOW],
          [`$${price} with $${deposit + 1} (rounded up)`, at(price, deposit + 1)],
        ];
      }),
    );
  });

  describe('the event day: a real calendar day, from today (UTC, the margin for the studio’s zone) to three years ahead, not taken', () => {
    const on = (eventDate: string) => newBooking(UID.customerA, { eventDate });
    validationCases(suite, 'customerA', (a, data) => createBooking(a, data), null, [
      ['today', on(TODAY), ALLOW],
      ['tomorrow', on(daysFromToday(1)), ALLOW],
      ['three years ahead', on(daysFromToday(3 * 366)), ALLOW],
      ['the last day the form can offer east of UTC', on(daysFromToday(3 * 366 + 1)), ALLOW],
      ['a day beyond it', on(daysFromToday(3 * 366 + 2))],
      ['yesterday', on(YESTERDAY)],
      ['a day years ago', on('2020-01-01')],
      [`${NEXT_YEAR}-02-30 (no such day)`, on(`${NEXT_YEAR}-02-30`)],
      [`${NEXT_YEAR}-04-31 (no such day)`, on(`${NEXT_YEAR}-04-31`)],
      [`${NEXT_YEAR}-13-01 (no such month)`, on(`${NEXT_YEAR}-13-01`)],
      [`${NEXT_YEAR}-00-10 (no such month)`, on(`${NEXT_YEAR}-00-10`)],
      ['a day a confirmed booking holds', on(HELD_DAY)],
      ['a day the studio blocked', on(BLOCKED_DAY)],
    ]);

    it('a day someone else only requested is still open → allow', async () => {
      await assertSucceeds(createBooking(suite.actor('customerA'), on(EVENT_DAY)));
    });
  });

  describe('the owner moves a booking (each allowed transition, and the ones that are not)', () => {
    const owner = () => suite.actor('owner');
    const update = (id: string, data: DocumentData) => updateDoc(booking(owner(), id), data);
    const cases: WriteCase[] = [
      ['pending → confirmed, with its day', () => confirm(owner(), 'alice-pending', EVENT_DAY), ALLOW],
      ['pending → confirmed without taking the day', () => update('alice-pending', move('confirmed')), DENY],
      ['pending → confirmed taking another day', () => confirm(owner(), 'alice-pending', daysFromToday(200)), DENY],
      [
        'pending → confirmed with a day document naming another booking',
        () => confirm(owner(), 'alice-pending', EVENT_DAY, { bookingId: 'bob-pending' }),
        DENY,
      ],
      ['pending → confirmed on a day a confirmed booking holds', () => confirm(owner(), 'bob-on-held-day', HELD_DAY), DENY],
      ['pending → confirmed on a blocked day', () => confirm(owner(), 'bob-on-blocked-day', BLOCKED_DAY), DENY],
      ['pending → confirmed after the day has passed (in every zone)', () => confirm(owner(), 'alice-past-pending', PAST_EVERYWHERE), DENY],
      [
        'pending → confirmed with a client time in statusAt',
        () => confirm(owner(), 'alice-pending', EVENT_DAY, {}, { status: 'confirmed', 'statusAt.confirmed': aWhileAgo }),
        DENY,
      ],
      [
        'pending → confirmed without stamping statusAt',
        () => confirm(owner(), 'alice-pending', EVENT_DAY, {}, { status: 'confirmed' }),
        DENY,
      ],
      ['pending → declined, with a reason', () => update('alice-pending', move('declined', { statusReason: 'Away that week.' })), ALLOW],
      ['pending → declined without a reason', () => update('alice-pending', move('declined')), DENY],
      ['pending → declined with a blank reason', () => update('alice-pending', move('declined', { statusReason: '   ' })), DENY],
      [
        'pending → cancelled by the studio, with a reason',
        () => update('alice-pending', move('cancelled', { statusReason: 'Asked by phone.' })),
        ALLOW,
      ],
      ['pending → completed', () => update('alice-pending', move('completed')), DENY],
      ['confirmed → completed before its day', () => update('alice-confirmed', move('completed')), DENY],
      ['confirmed → completed on or after its day', () => update('alice-past-confirmed', move('completed')), ALLOW],
      ['confirmed → cancelled, freeing its day', () => cancelAndFree(owner(), 'alice-confirmed', HELD_DAY), ALLOW],
      ['confirmed → cancelled, keeping its day taken', () => update('alice-confirmed', move('cancelled')), DENY],
      ['confirmed → declined', () => update('alice-confirmed', move('declined', { statusReason: 'No.' })), DENY],
      ['confirmed → pending', () => update('alice-confirmed', move('pending')), DENY],
      ['declined → confirmed', () => confirm(owner(), 'alice-declined', EVENT_DAY), DENY],
      ['declined → pending', () => update('alice-declined', move('pending')), DENY],
      ['cancelled → confirmed', () => confirm(owner(), 'alice-cancelled', EVENT_DAY), DENY],
      ['cancelled → pending', () => update('alice-cancelled', move('pending')), DENY],
      ['completed → cancelled', () => update('alice-completed', move('cancelled')), DENY],
      ['completed → confirmed', () => update('alice-completed', move('confirmed')), DENY],
      ['a status outside the enum', () => update('alice-pending', move('archived')), DENY],
      ['declining and lowering the price', () => update('alice-pending', move('declined', { statusReason: 'x', packagePrice: 1 })), DENY],
      ['correcting the notes (a repair)', () => update('alice-pending', { notes: 'Repeat client' }), ALLOW],
      ['a goodwill price', () => update('alice-pending', { packagePrice: 1200 }), DENY],
      ['a goodwill deposit', () => update('alice-pending', { packageDeposit: 100 }), DENY],
      [
        'declining and lowering the deposit',
        () => update('alice-pending', move('declined', { statusReason: 'x', packageDeposit: 0 })),
        DENY,
      ],
      [
        'confirming and lowering the deposit',
        () => {
          const batch = writeBatch(owner().db);
          batch.update(booking(owner(), 'alice-pending'), move('confirmed', { packageDeposit: 300 }));
          batch.set(day(owner(), EVENT_DAY), {
            date: EVENT_DAY,
            kind: 'booking',
            bookingId: 'alice-pending',
            createdAt: serverTimestamp(),
          });
          return batch.commit();
        },
        DENY,
      ],
      ['cancelling and raising the deposit', () => update('alice-pending', move('cancelled', { packageDeposit: 600 })), DENY],
      ['typing a paid total', () => update('alice-confirmed', { paidTotal: 450 }), DENY],
      ['typing a payment status', () => update('alice-confirmed', { paymentStatus: 'paid' }), DENY],
      ['moving it to another user', () => update('alice-pending', { userId: UID.customerB }), DENY],
      ['rewriting createdAt', () => update('alice-pending', { createdAt: Timestamp.now() }), DENY],
    ];
    writeCases(cases);
  });

  describe('one day, one confirmation', () => {
    it('a second confirmation of a confirmed day is refused, from any client', async () => {
      await assertSucceeds(confirm(suite.actor('owner'), 'alice-pending', EVENT_DAY));
      await assertFails(confirm(suite.actor('owner'), 'bob-pending', EVENT_DAY));
      const bob = await getDoc(booking(suite.actor('owner'), 'bob-pending'));
      expect(bob.data()?.status).toBe('pending');
    });

    it('two confirmations of one day sent at once: exactly one succeeds', async () => {
      const results = await Promise.allSettled([
        confirm(suite.actor('owner'), 'alice-pending', EVENT_DAY),
        confirm(suite.actor('owner'), 'bob-pending', EVENT_DAY),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const held = await getDoc(day(suite.actor('owner'), EVENT_DAY));
      const winner = results[0].status === 'fulfilled' ? 'alice-pending' : 'bob-pending';
      expect(held.data()?.bookingId).toBe(winner);
    });

    it('cancelling a confirmed booking frees its day for another request → allow', async () => {
      await assertSucceeds(cancelAndFree(suite.actor('owner'), 'alice-confirmed', HELD_DAY));
      await assertSucceeds(confirm(suite.actor('owner'), 'bob-on-held-day', HELD_DAY));
    });

    it('a declined request never held its day: the other request for it can be confirmed → allow', async () => {
      await assertSucceeds(updateDoc(booking(suite.actor('owner'), 'bob-pending'), move('declined', { statusReason: 'Clash' })));
      await assertSucceeds(confirm(suite.actor('owner'), 'alice-pending', EVENT_DAY));
    });
  });

  describe("customer A's later changes", () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(booking(a, id), data);
    validationCases(suite, 'customerA', update('alice-pending'), null, [
      ['pending → cancelled', move('cancelled'), ALLOW],
      ['pending → cancelled without stamping the time', { status: 'cancelled' }],
      ['pending → cancelled with a reason of their own', move('cancelled', { statusReason: 'Changed our minds' })],
      ['pending → confirmed', move('confirmed')],
      ['pending → completed', move('completed')],
      ['cancelling and lowering the price', move('cancelled', { packagePrice: 1 })],
      ['cancelling and lowering the deposit', move('cancelled', { packageDeposit: 0 })],
      ['cancelling and moving the date', move('cancelled', { eventDate: daysFromToday(10) })],
      ['editing the notes', { notes: 'Bring the drone' }],
      ['typing a paid total', { paidTotal: PACKAGE_PRICE }],
      ['handing the booking to B', { userId: UID.customerB }],
    ]);
    validationCases(suite, 'customerA', update('alice-confirmed'), null, [['confirmed → cancelled', move('cancelled')]]);
    validationCases(suite, 'customerA', update('alice-cancelled'), null, [
      ['cancelled → pending', move('pending')],
      ['cancelled → cancelled', move('cancelled')],
    ]);

    it('confirming their own request with its day → deny', async () => {
      await assertFails(confirm(suite.actor('customerA'), 'alice-pending', EVENT_DAY));
    });
    it('cancelling their confirmed booking and freeing its day → deny', async () => {
      await assertFails(cancelAndFree(suite.actor('customerA'), 'alice-confirmed', HELD_DAY));
    });
  });
});

describe('contracts: a signature holds the day, and contractState is the functions’ alone', () => {
  const owner = () => suite.actor('owner');
  const update = (id: string, data: DocumentData) => updateDoc(booking(owner(), id), data);

  describe("the owner confirms by hand (cash at the studio): the booking's own hold becomes its lock", () => {
    it('pending → confirmed on the day its signed contract holds, the hold turned into the lock → allow', async () => {
      await assertSucceeds(confirm(owner(), 'alice-signed', HOLD_DAY));
      const lock = (await getDoc(day(owner(), HOLD_DAY))).data();
      expect(lock).toMatchObject({ date: HOLD_DAY, kind: 'booking', bookingId: 'alice-signed' });
      expect(lock).not.toHaveProperty('holdUntil');
    });

    const cases: [string, () => Promise<unknown>][] = [
      ["another booking's confirmation on the held day (the hold blocks it)", () => confirm(owner(), 'bob-on-hold-day', HOLD_DAY)],
      ['the confirmation leaving the hold as it is', () => update('alice-signed', move('confirmed'))],
      ['the lock keeping the hold’s end', () => confirm(owner(), 'alice-signed', HOLD_DAY, { holdUntil: inDays(3) })],
      ['the lock with a createdAt of its own', () => confirm(owner(), 'alice-signed', HOLD_DAY, { createdAt: aWhileAgo })],
      ['the lock naming another booking', () => confirm(owner(), 'alice-signed', HOLD_DAY, { bookingId: 'bob-on-hold-day' })],
      ['the hold turned into a blocked day', () => confirm(owner(), 'alice-signed', HOLD_DAY, { kind: 'blocked', bookingId: null })],
      ['the hold kept as a hold (kind hold) while confirming', () => confirm(owner(), 'alice-signed', HOLD_DAY, { kind: 'hold' })],
      [
        'the confirmation changing contractState',
        () => confirm(owner(), 'alice-signed', HOLD_DAY, {}, move('confirmed', { contractState: 'countersigned' })),
      ],
      ['customer A confirming their own signed booking', () => confirm(suite.actor('customerA'), 'alice-signed', HOLD_DAY)],
      ['a new request for the held day', () => createBooking(suite.actor('customerB'), newBooking(UID.customerB, { eventDate: HOLD_DAY }))],
      [
        'a confirmed booking rescheduled onto the held day',
        () => {
          const batch = writeBatch(owner().db);
          batch.update(booking(owner(), 'alice-confirmed'), {
            eventDate: HOLD_DAY,
            rescheduledFrom: HELD_DAY,
            rescheduledAt: serverTimestamp(),
            rescheduleCount: 1,
            rescheduleNote: '',
          });
          batch.delete(day(owner(), HELD_DAY));
          batch.set(day(owner(), HOLD_DAY), {
            date: HOLD_DAY,
            kind: 'booking',
            bookingId: 'alice-confirmed',
            createdAt: serverTimestamp(),
          });
          return batch.commit();
        },
      ],
    ];
    for (const [name, write] of cases) {
      it(`${name} → deny`, async () => {
        await assertFails(write());
      });
    }
  });

  describe('contractState: a request never carries it, the owner’s and the customer’s changes keep it', () => {
    const cases: WriteCase[] = [
      ['a request carrying it', () => createBooking(suite.actor('customerA'), newBooking(UID.customerA, { contractState: 'sent' })), DENY],
      ['pending → confirmed, keeping it', () => confirm(owner(), 'alice-contract-sent', EVENT_DAY), ALLOW],
      [
        'pending → confirmed, setting it',
        () => confirm(owner(), 'alice-contract-sent', EVENT_DAY, {}, move('confirmed', { contractState: 'signed' })),
        DENY,
      ],
      ['pending → declined, keeping it', () => update('alice-contract-sent', move('declined', { statusReason: 'Away.' })), ALLOW],
      [
        'pending → declined, setting it',
        () => update('alice-contract-sent', move('declined', { statusReason: 'Away.', contractState: 'void' })),
        DENY,
      ],
      ['pending → cancelled, removing it', () => update('alice-contract-sent', move('cancelled', { contractState: deleteField() })), DENY],
      ['confirmed → completed, setting it', () => update('alice-past-countersigned', move('completed', { contractState: 'signed' })), DENY],
      ['confirmed → completed, keeping it', () => update('alice-past-countersigned', move('completed')), ALLOW],
      [
        'confirmed → cancelled freeing the day, setting it',
        () => {
          const batch = writeBatch(owner().db);
          batch.update(booking(owner(), 'alice-countersigned'), move('cancelled', { statusReason: 'Postponed.', contractState: 'void' }));
          batch.delete(day(owner(), COUNTERSIGNED_DAY));
          return batch.commit();
        },
        DENY,
      ],
      [
        'a reschedule, setting it',
        () => {
          const to = daysFromToday(210);
          const batch = writeBatch(owner().db);
          batch.update(booking(owner(), 'alice-countersigned'), {
            eventDate: to,
            rescheduledFrom: COUNTERSIGNED_DAY,
            rescheduledAt: serverTimestamp(),
            rescheduleCount: 1,
            rescheduleNote: '',
            contractState: 'addendum-sent',
          });
          batch.delete(day(owner(), COUNTERSIGNED_DAY));
          batch.set(day(owner(), to), { date: to, kind: 'booking', bookingId: 'alice-countersigned', createdAt: serverTimestamp() });
          return batch.commit();
        },
        DENY,
      ],
      ['a repair of a booking that has it (the notes)', () => update('alice-contract-sent', { notes: 'Repeat client' }), ALLOW],
      ['a repair of a countersigned booking (the venue)', () => update('alice-countersigned', { venue: 'City Hall' }), ALLOW],
      ['a repair setting it', () => update('alice-pending', { contractState: 'signed' }), DENY],
      ['a repair changing it', () => update('alice-contract-sent', { contractState: 'countersigned' }), DENY],
      ['a repair removing it', () => update('alice-contract-sent', { contractState: deleteField() }), DENY],
      [
        'customer A withdrawing, keeping it',
        () => updateDoc(booking(suite.actor('customerA'), 'alice-contract-sent'), move('cancelled')),
        ALLOW,
      ],
      [
        'customer A withdrawing, setting it',
        () => updateDoc(booking(suite.actor('customerA'), 'alice-contract-sent'), move('cancelled', { contractState: 'void' })),
        DENY,
      ],
      [
        'customer A setting it alone',
        () => updateDoc(booking(suite.actor('customerA'), 'alice-contract-sent'), { contractState: 'signed' }),
        DENY,
      ],
    ];
    writeCases(cases);
  });

  describe('a booking that was sent a contract is kept (like its ledger)', () => {
    it('the owner deleting it → deny; one without a contract → allow', async () => {
      await assertFails(deleteDoc(booking(owner(), 'alice-contract-sent')));
      await assertSucceeds(deleteDoc(booking(owner(), 'alice-pending')));
    });
  });
});
