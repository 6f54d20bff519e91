// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earliestEventDay } from '@/lib/event-days';
import { validateWith } from '@/lib/zod-form';
import { BOOKING_MESSAGES, bookingFormSchema, catalogueChoice, type BookingContext, type BookingValues } from './booking-form-schema';

const packages = [catalogueChoice({ id: 'p1', name: 'Signature Wedding', price: 4200 }, 30)];
const context: BookingContext = { packages, today: '2026-11-22', taken: new Set() };
const valid: BookingValues = {
  packageId: 'p1',
  eventType: 'Wedding',
  eventDate: '2027-05-15',
  venue: 'Palace of Fine Arts',
  guestCount: 120,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0100',
  notes: '',
  paymentMethod: 'cash',
};

/** What the form says about these values, as it says it (the schema with the form's words). */
const check = (values: Record<string, unknown>, ctx: BookingContext = context) =>
  validateWith(bookingFormSchema(ctx), values, BOOKING_MESSAGES);
const errorsOf = (values: Record<string, unknown>, ctx?: BookingContext) => {
  const result = check(values, ctx);
  return result.ok ? {} : result.errors;
};

describe('bookingFormSchema', () => {
  it('accepts a complete booking', () => {
    expect(check(valid).ok).toBe(true);
  });

  it('gives one plain message per missing field', () => {
    expect(
      errorsOf({ ...valid, packageId: '', eventType: '', venue: ' ', guestCount: undefined, paymentMethod: undefined, name: '' }),
    ).toEqual({
      packageId: 'Choose a package to book.',
      eventType: 'Choose the kind of event.',
      venue: 'Tell us where the event takes place.',
      guestCount: 'Enter the number of guests (1 to 2000).',
      name: 'Enter your name.',
      paymentMethod: 'Choose how you would like to pay.',
    });
  });

  it('refuses a package that is not on offer', () => {
    expect(errorsOf({ ...valid, packageId: 'gone' })).toEqual({ packageId: 'Choose a package to book.' });
  });

  it('needs the event date to be tomorrow or later', () => {
    expect(earliestEventDay('2026-12-31')).toBe('2027-01-01');
    expect(errorsOf({ ...valid, eventDate: '2026-11-22' }).eventDate).toBe('Choose a date from tomorrow onwards.');
    expect(errorsOf({ ...valid, eventDate: '2026-11-01' }).eventDate).toBe('Choose a date from tomorrow onwards.');
    expect(errorsOf({ ...valid, eventDate: '2026-11-23' }).eventDate).toBeUndefined();
  });

  it('refuses a day the studio has already taken, and only that day', () => {
    const taken = { ...context, taken: new Set(['2027-05-15']) };
    expect(errorsOf(valid, taken).eventDate).toBe('That date is already booked. Please choose another day.');
    expect(errorsOf({ ...valid, eventDate: '2027-05-16' }, taken).eventDate).toBeUndefined();
  });

  it('catches missing, impossible and far-off dates', () => {
    expect(errorsOf({ ...valid, eventDate: '2027-02-30' }).eventDate).toMatch(/does not exist/);
    expect(errorsOf({ ...valid, eventDate: '2206-05-15' }).eventDate).toMatch(/three years/);
    expect(errorsOf({ ...valid, eventDate: '' }).eventDate).toBe('Pick the date of your event.');
  });

  it('checks guest numbers, email, phone and notes', () => {
    const errors = errorsOf({ ...valid, guestCount: 2.5, email: 'ada@', phone: '12', notes: 'x'.repeat(2001) });
    expect(errors).toEqual({
      guestCount: 'Enter the number of guests (1 to 2000).',
      email: 'Enter a valid email address.',
      phone: 'Enter a phone number with 7 to 30 digits', // the shared schema's own words
      notes: 'Keep the notes under 2,000 characters.',
    });
    expect(errorsOf({ ...valid, guestCount: 2001 }).guestCount).toMatch(/1 to 2000/);
  });
});

describe('the booking it sends', () => {
  it('copies name, price and the studio’s deposit from the chosen package', () => {
    expect(check({ ...valid, venue: '  Palace of Fine Arts ' })).toEqual({
      ok: true,
      data: {
        ...valid, // as typed, trimmed
        packageName: 'Signature Wedding',
        packagePrice: 4200,
        packageDeposit: 1260, // the studio's 30%
        // A catalogue booking names no custom package link.
        customPackageLink: '',
      },
    });
  });

  it('keeps the studio percentage rounded down to the dollar, as the rules compute it', () => {
    const odd = check(
      { ...valid, packageId: 'p9' },
      { ...context, packages: [catalogueChoice({ id: 'p9', name: 'Odd', price: 999 }, 30)] },
    );
    expect(odd.ok && odd.data.packageDeposit).toBe(299);
  });

  it('keeps a custom package’s own deposit', () => {
    const custom = check(
      { ...valid, packageId: 'c1' },
      { ...context, packages: [{ id: 'c1', name: 'Garden Elopement', price: 1850, deposit: 500 }] },
    );
    expect(custom.ok && custom.data).toMatchObject({ packagePrice: 1850, packageDeposit: 500 });
  });
});
