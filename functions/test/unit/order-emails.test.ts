import { afterEach, describe, expect, it } from 'vitest';
import { summarisePayments } from '../../../common/payments';
import type { Booking, FrameOrder } from '../../../common/schemas/orders';
import type { FramePayment } from '../../../common/schemas/online-payments';
import type { Payment } from '../../../common/schemas/payments';
import { NO_PAYMENT_SETTINGS, type PaymentSettingsInput } from '../../../common/schemas/settings';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from '../../../common/studio-locale';
import { bookingRequestedEmail, bookingStatusEmail, ownerBookingNotice } from '../../src/bookings/booking-emails';
import { dateMovedEmail, dateMovedKey } from '../../src/bookings/date-moved-email';
import { bookingRescheduled } from '../../src/bookings/handle-booking-events';
import { frameOrderPlacedEmail, frameOrderStepEmail, ownerFrameOrderNotice } from '../../src/frame-orders/frame-order-emails';
import { framePaymentReceiptEmail } from '../../src/frame-orders/frame-payment-receipt';
import { paymentReceiptEmail } from '../../src/payments/payment-emails';
import { MAIL_CONFIG } from '../support/fakes';

const FROM = MAIL_CONFIG.mailFrom;
const at = new Date('2026-11-20T10:00:00Z');
const { studio } = MAIL_CONFIG;
const payment: PaymentSettingsInput = {
  bankDetails: 'Style & Story LLC\nFirst Bay Bank\nAccount 000123456789',
  upiId: 'styleandstory@bank',
  paymentNote: 'Quote your reference.',
};
const booking: Booking = {
  packageId: 'wedding-signature',
  packageName: 'Signature <Wedding>',
  packagePrice: 2400,
  packageDeposit: 720,
  eventType: 'Wedding',
  eventDate: '2027-06-12',
  venue: 'Palace of Fine Arts',
  guestCount: 110,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0187',
  notes: 'Golden hour, please',
  paymentMethod: 'bank-transfer',
  customPackageLink: '',
  userId: 'ada-uid',
  status: 'pending',
  statusAt: { pending: at },
  statusReason: '',
  paidTotal: 0,
  paymentStatus: 'unpaid',
  keywords: [],
  createdAt: at,
};
const context = { id: 'bk-1', booking, payment, config: MAIL_CONFIG };

describe('booking emails', () => {
  it('the request: reference, package, day, deposit and the bank details first for a transfer', () => {
    const mail = bookingRequestedEmail(context);
    expect(mail).toMatchObject({ to: 'ada@example.com', from: FROM, customArgs: { kind: 'booking-requested', bookingId: 'bk-1' } });
    expect(mail.subject).toBe('We have your booking request: Signature <Wedding>, June 12, 2027');
    expect(mail.text).toContain('Reference: bk-1');
    expect(mail.text).toContain('Deposit: $720, due after we confirm');
    expect(mail.text).toContain('By bank transfer:\nStyle & Story LLC\nFirst Bay Bank\nAccount 000123456789\nUPI: styleandstory@bank');
    expect(mail.text.indexOf('By bank transfer')).toBeLessThan(mail.text.indexOf('In cash at the studio'));
    expect(mail.text).toContain('Reference to quote: bk-1\nQuote your reference.');
    expect(mail.html).toContain('Signature &lt;Wedding&gt;');
    expect(mail.html).not.toContain('<Wedding>');
    expect(mail.html).toContain('First Bay Bank<br>Account 000123456789');
  });

  describe('from a studio in Manchester', () => {
    afterEach(() => setStudioLocale(FALLBACK_STUDIO_LOCALE));

    it('the day, the amounts and the language tag as its locale writes them (readStudio sets them, as here)', () => {
      const manchester = { ...studio, currency: 'GBP', timeZone: 'Europe/London', locale: 'en-GB' as const, weekStart: 'monday' as const };
      setStudioLocale(manchester);
      const mail = bookingRequestedEmail({ ...context, config: { ...MAIL_CONFIG, studio: manchester } });
      expect(mail.subject).toBe('We have your booking request: Signature <Wedding>, 12 June 2027');
      expect(mail.text).toContain('Deposit: £720, due after we confirm');
      expect(mail.html).toContain('<html lang="en-GB">');
      expect(mail.text).not.toMatch(/\$|June 12/);
    });
  });

  it('a custom package: the deposit it was booked with, without the studio percentage', () => {
    const custom = { ...booking, packagePrice: 1850, packageDeposit: 500, customPackageLink: 'abcdefghijklmnopqrstuvwxyz' };
    const requested = bookingRequestedEmail({ ...context, booking: custom });
    expect(requested.text).toContain('Deposit: $500, due after we confirm');
    expect(requested.text).not.toContain('$555');
    const confirmed = bookingStatusEmail({ ...context, booking: { ...custom, status: 'confirmed' }, status: 'confirmed' });
    expect(confirmed.text).toContain('please pay the deposit of $500 within five days');
  });

  it('the request of a cash payer puts the studio address first', () => {
    const mail = bookingRequestedEmail({ ...context, booking: { ...booking, paymentMethod: 'cash' } });
    expect(mail.text.indexOf('In cash at the studio')).toBeLessThan(mail.text.indexOf('By bank transfer'));
    expect(mail.text).toContain(`In cash at the studio: ${studio.address}`);
  });

  it('without bank details in the settings, promises to send them on request', () => {
    const mail = bookingRequestedEmail({ ...context, payment: NO_PAYMENT_SETTINGS });
    expect(mail.text).toContain('By bank transfer: reply to this email and we will send our account details.');
  });

  it('the owner notice names the customer and replies to them', () => {
    const mail = ownerBookingNotice({ ...context, config: { ...MAIL_CONFIG, ownerEmail: 'studio-inbox@example.com' } });
    expect(mail).toMatchObject({ to: 'studio-inbox@example.com', replyTo: 'ada@example.com' });
    expect(mail.subject).toBe('New booking request: Ada Lovelace, Signature <Wedding> on June 12, 2027');
    expect(mail.text).toContain('Notes: Golden hour, please');
  });

  it('confirmed: the day is reserved and the deposit is asked for', () => {
    const mail = bookingStatusEmail({ ...context, booking: { ...booking, status: 'confirmed' }, status: 'confirmed' });
    expect(mail.subject).toBe('Your booking is confirmed: June 12, 2027');
    expect(mail.text).toContain('please pay the deposit of $720 within five days');
    expect(mail.customArgs).toEqual({ kind: 'booking-confirmed', bookingId: 'bk-1' });
  });

  it('confirmed by the deposit itself (a signed contract’s hold locked): thanks for it instead of asking', () => {
    const mail = bookingStatusEmail({ ...context, booking: { ...booking, status: 'confirmed', paidTotal: 720 }, status: 'confirmed' });
    expect(mail.text).toContain('Thank you: your deposit of $720 is in.');
    expect(mail.text).not.toContain('please pay the deposit');
  });

  it('with the sales tax added to the prices, the deposit asked for includes it; included, it is the price', () => {
    const taxed = (mode: 'added' | 'included') => ({ ...MAIL_CONFIG, studio: { ...studio, salesTax: { mode, ratePercent: 10 } } });
    const confirmed = (mode: 'added' | 'included') =>
      bookingStatusEmail({ ...context, config: taxed(mode), booking: { ...booking, status: 'confirmed' }, status: 'confirmed' }).text;
    expect(confirmed('added')).toContain('please pay the deposit of $792 within five days');
    expect(confirmed('included')).toContain('please pay the deposit of $720 within five days');
    expect(bookingRequestedEmail({ ...context, config: taxed('added') }).text).toContain('Deposit: $792, due after we confirm');
  });

  it('confirmed: the day goes with it as an all-day calendar file; no other answer has one', () => {
    const mail = bookingStatusEmail({ ...context, booking: { ...booking, status: 'confirmed' }, status: 'confirmed' });
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file).toMatchObject({ filename: 'style-and-story-2027-06-12.ics', type: 'text/calendar' });
    const ics = Buffer.from(file.content, 'base64').toString('utf8').split('\r\n');
    expect(ics).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'DTSTART;VALUE=DATE:20270612',
        'DTEND;VALUE=DATE:20270613',
        'UID:booking-bk-1@style-and-story',
      ]),
    );
    expect(mail.text).toContain('attached');
    for (const status of ['declined', 'cancelled'] as const) {
      expect(bookingStatusEmail({ ...context, booking: { ...booking, status }, status }).attachments).toBeUndefined();
    }
  });

  it('moved: the old and the new day, the studio’s note, and the calendar file of the new day as an update (SEQUENCE)', () => {
    const moved = { ...booking, status: 'confirmed' as const, eventDate: '2027-09-18', rescheduledFrom: '2027-06-12', rescheduleCount: 1 };
    const mail = dateMovedEmail({ ...context, booking: { ...moved, rescheduleNote: 'As agreed on the phone.' } });
    expect(mail.subject).toBe('Your date has moved: September 18, 2027');
    expect(mail.customArgs).toEqual({ kind: 'booking-moved', bookingId: 'bk-1' });
    expect(mail.text).toContain('has moved from June 12, 2027 to September 18, 2027');
    expect(mail.text).toContain('and June 12, 2027 is released');
    expect(mail.text).toContain('From the studio: As agreed on the phone.');
    expect(mail.text).toContain('Event: Wedding on September 18, 2027');
    const [file] = mail.attachments!;
    expect(file).toMatchObject({ filename: 'style-and-story-2027-09-18.ics', type: 'text/calendar' });
    const ics = Buffer.from(file.content, 'base64').toString('utf8').split('\r\n');
    expect(ics).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20270918', 'SEQUENCE:1', 'UID:booking-bk-1@style-and-story']));
    expect(dateMovedEmail({ ...context, booking: { ...moved, rescheduleNote: '  ' } }).text).not.toContain('From the studio');
  });

  it('moved: one outbox key per booking and move; only a rising move count is a move (not a restore or a reseed)', () => {
    expect(dateMovedKey('bk-1', 1)).toBe('booking-moved-bk-1-1');
    expect(dateMovedKey('bk-1', 2)).not.toBe(dateMovedKey('bk-1', 1));
    const moves = bookingRescheduled.when!;
    expect(moves({ rescheduleCount: undefined }, { rescheduleCount: 1 })).toBe(true);
    expect(moves({ rescheduleCount: 1 }, { rescheduleCount: 2 })).toBe(true);
    expect(moves({ rescheduleCount: 1 }, {})).toBe(false);
    expect(moves({ rescheduleCount: 1 }, { rescheduleCount: 1, notes: 'edited' })).toBe(false);
  });

  it('declined: gives the studio’s reason, and a refund only when something was paid', () => {
    const declined = { ...booking, status: 'declined' as const, statusReason: 'We are away that week.' };
    const unpaid = bookingStatusEmail({ ...context, booking: declined, status: 'declined' });
    expect(unpaid.text).toContain('From the studio: We are away that week.');
    expect(unpaid.text).not.toContain('refund');
    const paid = bookingStatusEmail({ ...context, booking: { ...declined, paidTotal: 720 }, status: 'declined' });
    expect(paid.text).toContain('We will refund the $720 you paid for this request.');
  });

  it('cancelled: the day is released; no reason line when none was given', () => {
    const mail = bookingStatusEmail({ ...context, booking: { ...booking, status: 'cancelled' }, status: 'cancelled' });
    expect(mail.subject).toBe('Your booking for June 12, 2027 is cancelled');
    expect(mail.text).toContain('the date is released');
    expect(mail.text).not.toContain('From the studio');
  });

  it('keeps subjects on one line whatever the customer typed', () => {
    const mail = ownerBookingNotice({ ...context, booking: { ...booking, name: 'Ada\r\nBcc: x@example.com' } });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('payment receipts', () => {
  const payment: Payment = {
    bookingId: 'bk-1',
    userId: 'ada-uid',
    kind: 'payment',
    amount: 720,
    method: 'upi',
    receivedOn: '2026-11-21',
    note: '',
    reverses: null,
    overpaymentConfirmed: false,
    createdAt: at,
  };
  const receipt = (p: Payment, entries: { id: string; kind: Payment['kind']; amount: number; reverses: string | null }[]) =>
    paymentReceiptEmail({
      id: 'pay-1',
      payment: p,
      booking,
      summary: summarisePayments(2400, 720, entries),
      config: MAIL_CONFIG,
    });

  it('a deposit: amount, method, date, and where the booking stands after it', () => {
    const mail = receipt(payment, [{ id: 'pay-1', kind: 'payment', amount: 720, reverses: null }]);
    expect(mail.subject).toBe('Payment received: $720 for Signature <Wedding>');
    expect(mail.text).toContain('Receipt number: pay-1');
    expect(mail.text).toContain('Method: UPI');
    expect(mail.text).toContain('Date: November 21, 2026');
    expect(mail.text).toContain('Paid to date: $720');
    expect(mail.text).toContain('Balance: $1,680');
    expect(mail.text).toContain('Status: Deposit paid');
    expect(mail.text).not.toContain('With sales tax');
  });

  it('with the sales tax added, the receipt states the price with it and the balance owed', () => {
    const owed = { price: 2640, deposit: 792 };
    const mail = paymentReceiptEmail({
      id: 'pay-1',
      payment,
      booking,
      summary: summarisePayments(owed.price, owed.deposit, [{ id: 'pay-1', kind: 'payment', amount: 792, reverses: null }]),
      config: { ...MAIL_CONFIG, studio: { ...studio, salesTax: { mode: 'added', ratePercent: 10 } } },
    });
    expect(mail.text).toContain('Package price: $2,400');
    expect(mail.text).toContain('With sales tax: $2,640');
    expect(mail.text).toContain('Balance: $1,848');
  });

  it('a reversal says what was undone and why, with the figures after it', () => {
    const reversal: Payment = { ...payment, kind: 'reversal', amount: -720, reverses: 'pay-0', note: 'Recorded twice' };
    const mail = receipt(reversal, [
      { id: 'pay-0', kind: 'payment', amount: 720, reverses: null },
      { id: 'pay-1', kind: 'reversal', amount: -720, reverses: 'pay-0' },
    ]);
    expect(mail.subject).toBe('Correction to your payment record');
    expect(mail.text).toContain('An entry of $720 in your payment record has been reversed: Recorded twice');
    expect(mail.text).toContain('Amount: −$720');
    expect(mail.text).toContain('Status: Unpaid');
  });
});

describe('frame order emails', () => {
  const order: FrameOrder = {
    frameId: 'oak',
    frameName: 'Oak Classic',
    size: '16×20 in',
    unitPrice: 260,
    quantity: 2,
    photoNote: 'The first dance',
    fulfilment: 'pickup',
    deliveryAddress: '',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 415 555 0100',
    notes: '',
    userId: null,
    placedBy: 'studio',
    status: 'received',
    statusAt: { received: at },
    keywords: [],
    createdAt: at,
  };
  const frameContext = { id: 'fo-1', order, payment, config: MAIL_CONFIG };

  it('placed: the frame, the total and where to collect it', () => {
    const mail = frameOrderPlacedEmail(frameContext);
    expect(mail.subject).toBe('Your frame order: 2 × Oak Classic');
    expect(mail.text).toContain('Total: $520');
    expect(mail.text).toContain(`Collect at: ${studio.address}`);
    expect(mail.text).not.toContain('With sales tax');
  });

  it('placed, with the sales tax added to prices: the total owed with it; included, the total alone', () => {
    const taxed = (mode: 'added' | 'included') => ({ ...MAIL_CONFIG, studio: { ...studio, salesTax: { mode, ratePercent: 10 } } });
    const added = frameOrderPlacedEmail({ ...frameContext, config: taxed('added') });
    expect(added.text).toContain('Total: $520');
    expect(added.text).toContain('With sales tax: $572');
    expect(frameOrderPlacedEmail({ ...frameContext, config: taxed('included') }).text).not.toContain('With sales tax');
  });

  it('the receipt of an online payment, with the sales tax added: the order total and what it owes with the tax', () => {
    const framePayment: FramePayment = {
      orderId: 'fo-1',
      userId: 'grace',
      kind: 'payment',
      amount: 572,
      method: 'card',
      receivedOn: '2026-11-21',
      note: 'Paid online by card (Stripe)',
      stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
      createdAt: at,
    };
    const config = { ...MAIL_CONFIG, studio: { ...studio, salesTax: { mode: 'added' as const, ratePercent: 10 } } };
    const mail = framePaymentReceiptEmail({ id: 'evt_1', payment: framePayment, order, paidToDate: 572, config });
    expect(mail.text).toContain('Order total: $520');
    expect(mail.text).toContain('With sales tax: $572');
    expect(mail.text).toContain('Paid to date: $572');
  });

  it('the owner notice of a delivery gives the address', () => {
    const mail = ownerFrameOrderNotice({
      ...frameContext,
      order: { ...order, fulfilment: 'delivery', deliveryAddress: '1 Market St' },
    });
    expect(mail.to).toBe(MAIL_CONFIG.ownerEmail);
    expect(mail.text).toContain('Delivery to: 1 Market St');
    expect(mail.replyTo).toBe('grace@example.com');
  });

  it('names the gallery photo the order frames, beside the note', () => {
    const framed = { ...order, galleryPhoto: { galleryId: 'g1', photoId: 'p1' } };
    expect(ownerFrameOrderNotice({ ...frameContext, order: framed, photoFileName: 'Vows.jpg' }).text).toContain(
      'Photo: Vows.jpg from the client gallery — The first dance',
    );
    expect(frameOrderPlacedEmail({ ...frameContext, order: { ...framed, photoNote: '' }, photoFileName: 'Vows.jpg' }).text).toContain(
      'Photo: Vows.jpg from the client gallery',
    );
    expect(frameOrderPlacedEmail({ ...frameContext, order: { ...order, photoNote: '' } }).text).toContain('Photo: —');
  });

  it('promises to match a described photo, and only to check a photo chosen in the gallery', () => {
    const chosen = frameOrderPlacedEmail({ ...frameContext, order: { ...order, galleryPhoto: { galleryId: 'g1', photoId: 'p1' } } });
    expect(chosen.text).toContain('We print the photograph you chose in your gallery');
    expect(chosen.text).not.toContain('match your note');
    expect(frameOrderPlacedEmail(frameContext).text).toContain('We match your note to the right photograph');
  });

  it('each step has its own words; ready for pickup gives the address and hours', () => {
    const subjects = (['printing', 'ready', 'delivered', 'cancelled'] as const).map(
      (step) => frameOrderStepEmail({ ...frameContext, step }).subject,
    );
    expect(subjects).toEqual([
      'Your frame is being printed',
      'Your frame is ready to collect',
      'Your frame is collected',
      'Your frame order is cancelled',
    ]);
    expect(frameOrderStepEmail({ ...frameContext, step: 'ready' }).text).toContain(`Collect it at ${studio.address}, ${studio.hours}.`);
  });
});
