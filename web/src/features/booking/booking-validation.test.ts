import { describe, expect, it } from 'vitest';
import type { BookingDraft } from './booking-machine';
import { catalogueChoice, earliestEventDay, toBookingInput, validateBooking, validateStep } from './booking-validation';

const packages = [catalogueChoice({ id: 'p1', name: 'Signature Wedding', price: 4200 }, 30)];
const context = { packages, today: '2026-11-22' };
const valid: BookingDraft = {
  packageId: 'p1',
  eventType: 'Wedding',
  eventDate: '2027-05-15',
  venue: 'Palace of Fine Arts',
  guestCount: '120',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0100',
  notes: '',
  paymentMethod: 'cash',
};

describe('validateBooking', () => {
  it('accepts a complete booking', () => {
    expect(validateBooking(valid, context)).toEqual({});
  });

  it('gives one plain message per missing field', () => {
    const errors = validateBooking({ ...valid, packageId: '', eventType: '', venue: ' ', guestCount: '', paymentMethod: '' }, context);
    expect(errors).toEqual({
      packageId: 'Choose a package to book.',
      eventType: 'Choose the kind of event.',
      venue: 'Tell us where the event takes place.',
      guestCount: 'Enter the number of guests (1 to 2000).',
      paymentMethod: 'Choose how you would like to pay.',
    });
  });

  it('refuses a package that is not in the catalogue', () => {
    expect(validateBooking({ ...valid, packageId: 'gone' }, context).packageId).toBe('Choose a package to book.');
  });

  it('needs the event date to be tomorrow or later', () => {
    expect(earliestEventDay('2026-12-31')).toBe('2027-01-01');
    expect(validateBooking({ ...valid, eventDate: '2026-11-22' }, context).eventDate).toBe('Choose a date from tomorrow onwards.');
    expect(validateBooking({ ...valid, eventDate: '2026-11-01' }, context).eventDate).toBe('Choose a date from tomorrow onwards.');
    expect(validateBooking({ ...valid, eventDate: '2026-11-23' }, context).eventDate).toBeUndefined();
  });

  it('refuses a day the studio has already taken, and only that day', () => {
    const taken = new Set(['2027-05-15']);
    expect(validateBooking(valid, { ...context, taken }).eventDate).toBe('That date is already booked. Please choose another day.');
    expect(validateBooking({ ...valid, eventDate: '2027-05-16' }, { ...context, taken }).eventDate).toBeUndefined();
  });

  it('catches impossible and far-off dates', () => {
    expect(validateBooking({ ...valid, eventDate: '2027-02-30' }, context).eventDate).toMatch(/does not exist/);
    expect(validateBooking({ ...valid, eventDate: '2206-05-15' }, context).eventDate).toMatch(/three years/);
    expect(validateBooking({ ...valid, eventDate: '' }, context).eventDate).toBe('Pick the date of your event.');
  });

  it('checks guest numbers, email and phone', () => {
    const errors = validateBooking({ ...valid, guestCount: '2.5', email: 'ada@', phone: '12' }, context);
    expect(errors.guestCount).toMatch(/number of guests/);
    expect(errors.email).toBe('Enter a valid email address.');
    expect(errors.phone).toMatch(/7 to 30 digits/);
    expect(validateBooking({ ...valid, guestCount: '2001' }, context).guestCount).toMatch(/1 to 2000/);
  });
});

describe('validateStep', () => {
  it('reports only the fields of that step', () => {
    const draft = { ...valid, venue: '', phone: '' };
    expect(validateStep('event-details', draft, context)).toEqual({ venue: 'Tell us where the event takes place.' });
    expect(Object.keys(validateStep('contact-payment', draft, context))).toEqual(['phone']);
    expect(validateStep('choosing-package', draft, context)).toEqual({});
  });
});

describe('toBookingInput', () => {
  it('copies name and price from the chosen package and converts the guest count', () => {
    expect(toBookingInput(valid, packages)).toEqual({
      packageId: 'p1',
      packageName: 'Signature Wedding',
      packagePrice: 4200,
      packageDeposit: 1260, // the studio's 30%
      eventType: 'Wedding',
      eventDate: '2027-05-15',
      venue: 'Palace of Fine Arts',
      guestCount: 120,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 415 555 0100',
      notes: '',
      paymentMethod: 'cash',
      // A catalogue booking names no custom package link.
      customPackageLink: '',
    });
  });

  it('keeps the studio percentage rounded down to the dollar, as the rules compute it', () => {
    expect(toBookingInput({ ...valid, packageId: 'p9' }, [catalogueChoice({ id: 'p9', name: 'Odd', price: 999 }, 30)]).packageDeposit).toBe(
      299,
    );
    expect(toBookingInput({ ...valid, packageId: 'p9' }, [catalogueChoice({ id: 'p9', name: 'Odd', price: 999 }, 25)]).packageDeposit).toBe(
      249,
    );
  });

  it('keeps a custom package’s own deposit', () => {
    const custom = [{ id: 'c1', name: 'Garden Elopement', price: 1850, deposit: 500 }];
    expect(toBookingInput({ ...valid, packageId: 'c1' }, custom)).toMatchObject({ packagePrice: 1850, packageDeposit: 500 });
  });
});
