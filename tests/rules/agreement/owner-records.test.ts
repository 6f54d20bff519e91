import { doc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import {
  calendarDaySchema,
  galleryFavouriteSchema,
  galleryPhotoSchema,
  mediaSchema,
  paymentScheduleSchema,
  paymentSettingsSchema,
  policiesSchema,
  recordHoldSchema,
  rejectSlipInputSchema,
  slipSchema,
} from '../../../common/schemas';
import {
  PACKAGE_DEPOSIT,
  PACKAGE_PRICE,
  aWhileAgo,
  clientGallery,
  daysFromToday,
  galleryPhoto,
  mediaDoc,
  paymentSettings,
  policies,
  storedBooking,
  user,
} from '../fixtures';
import { UID, asRead } from '../helpers';
import { describeAgreement, useAgreementSuite } from './table';

// The owner's records beside the bookings (a blocked day, a payment plan, the bank details, the
// policies, a slip's answer, a library photo's words, a gallery photo's place, a record hold) and
// a customer's favourite: issue 39's tables for the collections that had none. What is a matter
// of authority (whose, when, which status, the booking a plan must add up to) is tested by hand in
// the collection's own file; here every other field, and an unknown one.
const suite = useAgreementSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  'clientGalleries/alice': clientGallery(UID.customerA),
  'clientGalleries/alice/photos/p1': galleryPhoto(),
}));

/** Fields of `schema` but `free`: those a table leaves to the hand-written tests. */
const allBut = (schema: { shape: object }, free: readonly string[]) => Object.keys(schema.shape).filter((f) => !free.includes(f));

/** A day as a document id, when it can be one (a day that is no id is refused by both anyway). */
const dayId = (day: unknown, i: number) =>
  typeof day === 'string' && /^[^/]+$/.test(day) && !/^[.]+$/.test(day) && !/^__.*__$/.test(day) ? day : daysFromToday(400 + i);

describeAgreement(suite, {
  name: "calendar: the owner's blocked day",
  schema: calendarDaySchema,
  role: 'owner',
  // A day of its own per case (a blocked day is created once), from next month on.
  valid: (i) => ({ date: daysFromToday(30 + i), kind: 'blocked', bookingId: null, createdAt: serverTimestamp() }),
  write: (a, data, i) => setDoc(doc(a.db, 'calendar', dayId(data.date, i)), data),
  // Blocked, by nobody's booking, now: calendar.test.ts (a booking's lock, a hold and a day's timed
  // sessions are not the owner's to write).
  fixed: ['kind', 'bookingId', 'createdAt', 'holdUntil', 'sessions'],
});

const BALANCE = PACKAGE_PRICE - PACKAGE_DEPOSIT;
const sum = (parts: unknown) => (Array.isArray(parts) ? parts.reduce((total: number, p) => total + Number(p?.amount), 0) : NaN);
describeAgreement(suite, {
  name: "paymentSchedules: the owner's plan",
  schema: paymentScheduleSchema,
  role: 'owner',
  valid: () => ({ balance: [{ amount: BALANCE, daysBefore: 14 }], waived: ['deposit'], updatedAt: serverTimestamp() }),
  seed: (i) => ({ [`bookings/plan-${i}`]: storedBooking(UID.customerA, 'confirmed') }),
  write: (a, data, i) => setDoc(doc(a.db, 'paymentSchedules', `plan-${i}`), data),
  // The parts add up to the booking's balance: the booking's, which payment-schedules.test.ts asks.
  zodAccepts: (document) => paymentScheduleSchema.strict().safeParse(asRead(document)).success && sum(document.balance) === BALANCE,
  fixed: ['updatedAt'],
});

describeAgreement(suite, {
  name: "ownerSettings: the owner's bank details",
  schema: paymentSettingsSchema,
  role: 'owner',
  valid: () => paymentSettings({ updatedAt: serverTimestamp() }),
  write: (a, data) => setDoc(doc(a.db, 'ownerSettings', 'payment'), data),
  fixed: ['updatedAt'],
  concurrency: 1,
});

describeAgreement(suite, {
  name: "settings: the owner's policies",
  schema: policiesSchema,
  role: 'owner',
  valid: () => policies({ updatedAt: serverTimestamp() }),
  write: (a, data) => setDoc(doc(a.db, 'settings', 'policies'), data),
  fixed: ['updatedAt'],
  concurrency: 1,
});

const pendingSlip = (): DocumentData => ({
  bookingId: 'b1',
  userId: UID.customerA,
  amount: 720,
  sentOn: '2026-11-20',
  note: '',
  contentType: 'image/png',
  bytes: 2048,
  status: 'pending',
  reason: '',
  paymentId: null,
  createdAt: aWhileAgo,
});
describeAgreement(suite, {
  name: "transferSlips: the owner's rejection",
  schema: slipSchema,
  role: 'owner',
  valid: () => ({ ...pendingSlip(), status: 'rejected', reason: 'The amount does not match our statement' }),
  seed: (i) => ({ [`transferSlips/slip-${i}`]: pendingSlip() }),
  write: (a, data, i) => setDoc(doc(a.db, 'transferSlips', `slip-${i}`), data),
  // A rejection is also a valid rejectSlipInputSchema: it says why, in a line the customer reads.
  zodAccepts: (document) =>
    slipSchema.strict().safeParse(asRead(document)).success && rejectSlipInputSchema.safeParse({ reason: document.reason }).success,
  // The customer's slip as the function stored it, and the decision: transfer-slips.test.ts.
  fixed: allBut(slipSchema, ['reason']),
});

describeAgreement(suite, {
  name: "media: the owner's words for a library photo",
  schema: mediaSchema,
  role: 'owner',
  valid: () => mediaDoc({ alt: 'The first dance, under the lights' }),
  seed: (i) => ({ [`media/m-${i}`]: mediaDoc() }),
  write: (a, data, i) => setDoc(doc(a.db, 'media', `m-${i}`), data),
  // The file and its variants are the upload function's: media.test.ts.
  fixed: allBut(mediaSchema, ['alt', 'keywords']),
});

describeAgreement(suite, {
  name: "clientGalleries/{id}/photos: the owner's set, order and hiding",
  schema: galleryPhotoSchema,
  role: 'owner',
  valid: () => galleryPhoto({ set: 'Portraits', order: 3, hidden: true }),
  seed: (i) => ({ [`clientGalleries/alice/photos/q-${i}`]: galleryPhoto() }),
  write: (a, data, i) => setDoc(doc(a.db, 'clientGalleries/alice/photos', `q-${i}`), data),
  // The file, as the upload function stored it: client-galleries.test.ts.
  fixed: allBut(galleryPhotoSchema, ['set', 'order', 'hidden']),
});

describeAgreement(suite, {
  name: "clientGalleries/{id}/favourites: a customer's favourite",
  schema: galleryFavouriteSchema,
  role: 'customerA',
  valid: () => ({ userId: UID.customerA, createdAt: serverTimestamp() }),
  write: (a, data) => setDoc(doc(a.db, 'clientGalleries/alice/favourites', 'p1'), data),
  // Her own, now: client-galleries.test.ts.
  fixed: ['userId', 'createdAt'],
  concurrency: 1,
});

describeAgreement(suite, {
  name: "recordHolds: the owner's hold of a booking a gallery names",
  schema: recordHoldSchema,
  role: 'owner',
  valid: () => ({}),
  seed: (i) => ({ [`bookings/held-${i}`]: storedBooking(UID.customerA, 'completed') }),
  write: (a, data, i) => setDoc(doc(a.db, 'recordHolds', `bookings:held-${i}`), data),
});
