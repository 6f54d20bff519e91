import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import type { SalesTax } from '../../../common/sales-tax';
import type { LateFee } from '../../../common/schemas/settings';
import { sendPaymentReminders } from '../../src/payments/payment-reminders';
import { content, recipients } from '../support/capture-server';
import { TEST_PAYMENT, DEMO_STUDIO_INPUT } from '../support/fakes';
import { mailProject } from './support/mail-project';

// The reminder run against the real Firestore emulator, with the real @sendgrid client posting to
// a capture server. A project of its own (no trigger fires, each test starts empty); the clock is
// injected, so days pass in a test. The studio is in Los Angeles, the balance due 7 days ahead.

// A $2,000 booking ($600 deposit) confirmed on 1 March 2027 for 20 June: the balance is due 13 June.
const CONFIRMED = new Date('2027-03-01T18:00:00Z');
/** 10:00 in Los Angeles on `day`. */
const at = (day: string) => Date.parse(`${day}T17:00:00Z`);

const mail = mailProject('payment-reminders', at('2027-06-01'));
const { db } = mail;
let lateFee: LateFee = DEMO_STUDIO_INPUT.lateFee;
let salesTax: SalesTax = DEMO_STUDIO_INPUT.salesTax;

const deps = () => mail.deps(async () => ({ studio: { ...DEMO_STUDIO_INPUT, lateFee, salesTax }, payment: TEST_PAYMENT }));

beforeEach(() => {
  lateFee = DEMO_STUDIO_INPUT.lateFee;
  salesTax = DEMO_STUDIO_INPUT.salesTax;
});

/** A confirmed booking, written as the functions leave it before schedules existed (none derived yet). */
async function confirmedBooking(overrides: Record<string, unknown> = {}) {
  const { id, uid, email } = await mail.customer('bk-');
  await db
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set({
      packageId: 'wedding-signature',
      packageName: 'Signature Wedding',
      packagePrice: 2000,
      packageDeposit: 600,
      eventType: 'Wedding',
      eventDate: '2027-06-20',
      venue: 'Palace of Fine Arts',
      guestCount: 110,
      name: 'Ada Lovelace',
      email,
      phone: '+1 415 555 0187',
      notes: '',
      paymentMethod: 'bank-transfer',
      customPackageLink: '',
      userId: uid,
      status: 'confirmed',
      statusAt: { pending: Timestamp.fromDate(CONFIRMED), confirmed: Timestamp.fromDate(CONFIRMED) },
      statusReason: '',
      paidTotal: 600,
      paymentStatus: 'deposit-paid',
      keywords: [],
      createdAt: Timestamp.fromDate(CONFIRMED),
      ...overrides,
    });
  return { id, email };
}

const run = async (day: string) => {
  mail.clock = at(day);
  return sendPaymentReminders(deps());
};
const kinds = () => mail.capture.requests.filter((r) => r.status === 202).map((r) => r.body.custom_args?.kind);
const bookingData = async (id: string) => (await db.collection(COLLECTIONS.bookings).doc(id).get()).data();

describe('the payment reminder run', () => {
  it('derives a schedule for a booking confirmed before schedules, and says nothing outside the reminder days', async () => {
    const { id } = await confirmedBooking();
    await expect(run('2027-06-01')).resolves.toMatchObject({ bookings: 1, derived: 1, sent: 0 });
    expect(await bookingData(id)).toMatchObject({
      nextDueOn: '2027-06-13',
      schedule: [
        { id: 'deposit', amount: 600, dueOn: '2027-03-01', paid: 600, status: 'paid' },
        { id: 'balance-1', amount: 1400, dueOn: '2027-06-13', paid: 0, status: 'due' },
      ],
    });
    expect(kinds()).toEqual([]);
  });

  it('with the sales tax added to prices, derives the instalments the payments trigger does (with the tax) and asks for them', async () => {
    salesTax = { mode: 'added', ratePercent: 10 };
    const { id } = await confirmedBooking({ paidTotal: 660 });
    await expect(run('2027-06-10')).resolves.toMatchObject({ derived: 1, sent: 1 });
    expect(await bookingData(id)).toMatchObject({
      schedule: [
        { id: 'deposit', amount: 660, paid: 660, status: 'paid' },
        { id: 'balance-1', amount: 1540, paid: 0, status: 'due' },
      ],
    });
    expect(mail.capture.requests[0].body.subject).toBe('Reminder: $1,540 due on June 13, 2027');
  });

  it('sends the "before" reminder once, to the account, whatever the number of runs that day', async () => {
    const { id, email } = await confirmedBooking();
    await expect(run('2027-06-10')).resolves.toMatchObject({ sent: 1 });
    await expect(run('2027-06-10')).resolves.toMatchObject({ sent: 0 });
    const [reminder] = mail.capture.requests;
    expect(mail.capture.requests).toHaveLength(1);
    expect(recipients(reminder)).toEqual([email]);
    expect(reminder.body.subject).toBe('Reminder: $1,400 due on June 13, 2027');
    expect(reminder.body.custom_args).toEqual({ kind: 'payment-reminder-before', bookingId: id, instalment: 'balance-1' });
    expect(content(reminder, 'text/plain')).toContain('First Bay Bank');
    const outbox = await db.collection(SERVER_COLLECTIONS.mailOutbox).doc(`reminder-${id}-balance-1-before-2027-06-13`).get();
    expect(outbox.data()).toMatchObject({ status: 'sent', kind: 'payment-reminder-before' });
  });

  it('before, on and after the due date, each once; after missed runs the newest only, never a late "before"', async () => {
    await confirmedBooking();
    for (const day of ['2027-06-10', '2027-06-11', '2027-06-13', '2027-06-14', '2027-06-16', '2027-06-17']) await run(day);
    expect(kinds()).toEqual(['payment-reminder-before', 'payment-reminder-on', 'payment-reminder-after']);

    mail.capture.requests.length = 0;
    await confirmedBooking();
    // The job was down from 9 to 18 June: one overdue reminder, no "before", no "due today".
    await run('2027-06-18');
    await run('2027-06-19');
    expect(kinds()).toEqual(['payment-reminder-after']);
  });

  it('follows a booking moved to another day: nextDueOn moves, and the reminders come again for the new due date', async () => {
    const { id } = await confirmedBooking();
    await run('2027-06-10');
    expect(kinds()).toEqual(['payment-reminder-before']);
    // The owner moves the event from 20 June to 20 July (the booking and its calendar lock, in one write).
    await db.collection(COLLECTIONS.bookings).doc(id).update({
      eventDate: '2027-07-20',
      rescheduledFrom: '2027-06-20',
      rescheduledAt: Timestamp.now(),
      rescheduleCount: 1,
      rescheduleNote: '',
    });
    // The old due date passes in silence: nothing is due on 13 or 16 June any more.
    await run('2027-06-13');
    await run('2027-06-16');
    expect(kinds()).toEqual(['payment-reminder-before']);
    expect(await bookingData(id)).toMatchObject({
      nextDueOn: '2027-07-13',
      schedule: [{ id: 'deposit' }, { id: 'balance-1', dueOn: '2027-07-13', status: 'due' }],
    });
    await run('2027-07-10');
    expect(kinds()).toEqual(['payment-reminder-before', 'payment-reminder-before']);
    expect(mail.capture.requests[1].body.subject).toBe('Reminder: $1,400 due on July 13, 2027');
  });

  it('marks the instalment overdue on the booking, and states the late fee only when the studio charges one', async () => {
    const { id } = await confirmedBooking();
    await run('2027-06-16');
    expect((await bookingData(id))?.schedule[1]).toMatchObject({ status: 'overdue' });
    expect(content(mail.capture.requests[0], 'text/plain')).not.toMatch(/late fee/i);

    mail.capture.requests.length = 0;
    lateFee = { enabled: true, kind: 'fixed', value: 75, afterDays: 7 };
    await confirmedBooking();
    await run('2027-06-16');
    expect(content(mail.capture.requests[0], 'text/plain')).toContain(
      'a late fee of $75 is due as well if it is still unpaid on June 20, 2027',
    );
  });

  it('stops once the money is in, the instalment is waived or the booking is cancelled', async () => {
    await confirmedBooking({ paidTotal: 2000, paymentStatus: 'paid' });
    const waived = await confirmedBooking();
    await db
      .collection(COLLECTIONS.paymentSchedules)
      .doc(waived.id)
      .set({
        balance: [{ amount: 1400, daysBefore: 7 }],
        waived: ['balance-1'],
        updatedAt: Timestamp.now(),
      });
    await confirmedBooking({ status: 'cancelled' });
    await expect(run('2027-06-13')).resolves.toMatchObject({ sent: 0 });
    expect(kinds()).toEqual([]);
  });

  it("follows the owner's split: each instalment reminded on its own dates", async () => {
    const { id } = await confirmedBooking();
    await db
      .collection(COLLECTIONS.paymentSchedules)
      .doc(id)
      .set({
        balance: [
          { amount: 700, daysBefore: 30 },
          { amount: 700, daysBefore: 5 },
        ],
        waived: [],
        updatedAt: Timestamp.now(),
      });
    await run('2027-05-21');
    await run('2027-06-15');
    expect(mail.capture.requests.map((r) => [r.body.custom_args?.instalment, r.body.custom_args?.kind])).toEqual([
      ['balance-1', 'payment-reminder-on'],
      ['balance-1', 'payment-reminder-after'],
      ['balance-2', 'payment-reminder-on'],
    ]);
  });
});
