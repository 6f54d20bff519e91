import { describe, expect, it } from 'vitest';
import { bookingReducer, currentStep, initialBookingState, type BookingDraft, type BookingState } from './booking-machine';

const emptyDraft: BookingDraft = {
  packageId: '',
  eventType: '',
  eventDate: '',
  venue: '',
  guestCount: '',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  notes: '',
  paymentMethod: '',
};
const at = (status: BookingState['status'], extra: Partial<BookingState> = {}): BookingState => ({
  status,
  draft: { ...emptyDraft, packageId: 'p1' },
  errors: {},
  ...extra,
});

describe('initialBookingState', () => {
  it('starts by choosing a package when none is given', () => {
    expect(initialBookingState(emptyDraft).status).toBe('choosing-package');
  });

  it('skips to the event details when the package was chosen on its page', () => {
    expect(initialBookingState({ ...emptyDraft, packageId: 'p1' }).status).toBe('event-details');
  });
});

describe('bookingReducer', () => {
  it('walks forward through the steps when each is valid', () => {
    let state = initialBookingState(emptyDraft);
    for (const expected of ['event-details', 'contact-payment', 'review'] as const) {
      state = bookingReducer(state, { type: 'next', errors: {} });
      expect(state.status).toBe(expected);
    }
  });

  it('stays on a step with errors and clears a field error when the field is edited', () => {
    const blocked = bookingReducer(at('event-details'), { type: 'next', errors: { venue: 'Tell us where', eventDate: 'Pick' } });
    expect(blocked.status).toBe('event-details');
    const edited = bookingReducer(blocked, { type: 'edit', field: 'venue', value: 'The Palace' });
    expect(edited.draft.venue).toBe('The Palace');
    expect(edited.errors).toEqual({ eventDate: 'Pick' });
  });

  it('goes back one step, but not before the first', () => {
    expect(bookingReducer(at('contact-payment'), { type: 'back' }).status).toBe('event-details');
    expect(bookingReducer(at('choosing-package'), { type: 'back' }).status).toBe('choosing-package');
  });

  it('jumps back to an earlier step from the review, never forward', () => {
    expect(bookingReducer(at('review'), { type: 'goTo', step: 'event-details' }).status).toBe('event-details');
    expect(bookingReducer(at('event-details'), { type: 'goTo', step: 'review' }).status).toBe('event-details');
  });

  it('submits only from the review, and ignores a second submit while sending', () => {
    expect(bookingReducer(at('contact-payment'), { type: 'submit', errors: {} }).status).toBe('contact-payment');
    const sending = bookingReducer(at('review'), { type: 'submit', errors: {} });
    expect(sending.status).toBe('submitting');
    expect(bookingReducer(sending, { type: 'submit', errors: {} })).toBe(sending);
    expect(bookingReducer(sending, { type: 'edit', field: 'venue', value: 'x' })).toBe(sending);
    expect(bookingReducer(sending, { type: 'back' })).toBe(sending);
  });

  it('sends the person to the step of a field that became invalid at submit', () => {
    const state = bookingReducer(at('review'), { type: 'submit', errors: { eventDate: 'Choose a date from tomorrow onwards.' } });
    expect(state.status).toBe('event-details');
    expect(state.errors.eventDate).toMatch(/tomorrow/);
  });

  it('ends in done with the booking id, or in error keeping every answer', () => {
    const sending = bookingReducer(at('review', { draft: { ...emptyDraft, packageId: 'p1', venue: 'Hall' } }), {
      type: 'submit',
      errors: {},
    });
    const done = bookingReducer(sending, { type: 'succeeded', bookingId: 'b1' });
    expect(done).toMatchObject({ status: 'done', bookingId: 'b1' });
    const failed = bookingReducer(sending, { type: 'failed', message: 'No connection' });
    expect(failed).toMatchObject({ status: 'error', submitError: 'No connection' });
    expect(failed.draft.venue).toBe('Hall');
    expect(currentStep(failed.status)).toBe('review');
  });

  it('retries from the error state and ignores late answers once done', () => {
    const failed = at('error', { submitError: 'No connection' });
    const retry = bookingReducer(failed, { type: 'submit', errors: {} });
    expect(retry).toMatchObject({ status: 'submitting', submitError: undefined });
    const done = bookingReducer(retry, { type: 'succeeded', bookingId: 'b1' });
    expect(bookingReducer(done, { type: 'failed', message: 'late' })).toBe(done);
  });
});
