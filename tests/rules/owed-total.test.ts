import { deleteField, doc, serverTimestamp, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe } from 'vitest';
import { EVENT_DAY, PACKAGE_PRICE, STUDIO_SEED, daysFromToday, newBooking, servicePackage, storedBooking } from './fixtures';
import { CUSTOMER_A_AND_OWNER, CUSTOMER_A_ONLY, NOBODY, OWNER_ONLY, UID, accessMatrix, useRulesSuite, type Actor } from './helpers';
import { createBooking } from './writes';

// owedTotal: what a booking owes with the sales tax, written only by the payments function (Admin
// SDK, functions payments/derive-totals.ts). No client sets, changes or removes it: not the
// customer in a request or a withdrawal, not the owner in any of their updates. A booking that
// carries it can still be repaired, confirmed and withdrawn as before (the control rows).

const OWED = PACKAGE_PRICE + 133;
const FREE_DAY = daysFromToday(200);
/** customerA alone may send a request (the owner is no customer). */

const suite = useRulesSuite(() => ({
  ...STUDIO_SEED,
  'packages/pkg-classic': servicePackage(),
  'bookings/alice-pending': storedBooking(UID.customerA, 'pending', { owedTotal: OWED }),
  'bookings/alice-to-confirm': storedBooking(UID.customerA, 'pending', { owedTotal: OWED, eventDate: FREE_DAY }),
}));

const booking = (a: Actor, id = 'alice-pending') => doc(a.db, 'bookings', id);
const move = (status: string, extra: DocumentData = {}) => ({ status, [`statusAt.${status}`]: serverTimestamp(), ...extra });

function confirm(a: Actor, extra: DocumentData = {}) {
  const batch = writeBatch(a.db);
  batch.update(booking(a, 'alice-to-confirm'), move('confirmed', extra));
  batch.set(doc(a.db, 'calendar', FREE_DAY), {
    date: FREE_DAY,
    kind: 'booking',
    bookingId: 'alice-to-confirm',
    createdAt: serverTimestamp(),
  });
  return batch.commit();
}

describe('bookings: owedTotal is the server’s', () => {
  accessMatrix(suite, {
    'send a request (control)': [(a) => createBooking(a, newBooking(UID.customerA, { eventDate: EVENT_DAY })), CUSTOMER_A_ONLY],
    'send a request carrying owedTotal': [
      (a) => createBooking(a, newBooking(UID.customerA, { eventDate: EVENT_DAY, owedTotal: 1 })),
      NOBODY,
    ],
    "withdraw A's request (control)": [(a) => updateDoc(booking(a), move('cancelled')), CUSTOMER_A_AND_OWNER],
    "withdraw A's request, lowering its owedTotal": [(a) => updateDoc(booking(a), move('cancelled', { owedTotal: 0 })), NOBODY],
    "set A's owedTotal": [(a) => updateDoc(booking(a), { owedTotal: 1 }), NOBODY],
    "remove A's owedTotal": [(a) => updateDoc(booking(a), { owedTotal: deleteField() }), NOBODY],
    "repair the venue of A's booking, which carries owedTotal (control)": [
      (a) => updateDoc(booking(a), { venue: 'Golden Gate Park' }),
      OWNER_ONLY,
    ],
    "repair the venue of A's booking and its owedTotal": [
      (a) => updateDoc(booking(a), { venue: 'Golden Gate Park', owedTotal: 1 }),
      NOBODY,
    ],
    "confirm A's request (control)": [(a) => confirm(a), OWNER_ONLY],
    "confirm A's request, raising its owedTotal": [(a) => confirm(a, { owedTotal: OWED + 1 }), NOBODY],
  });
});
