import type { EVENT_TYPES, PAYMENT_METHODS } from '@common/schemas';

// The booker as an explicit state machine (after cal.com's): each status allows a few events,
// and anything else is ignored — a double click or a late answer cannot jump the form around.

export const BOOKING_STEPS = ['choosing-package', 'event-details', 'contact-payment', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
export type BookingStatus = BookingStep | 'submitting' | 'done' | 'error';

export const STEP_LABELS: Record<BookingStep, string> = {
  'choosing-package': 'Package',
  'event-details': 'Your event',
  'contact-payment': 'Contact & payment',
  review: 'Review',
};

/** What the person has typed: strings as the inputs hold them, turned into a BookingInput on submit. */
export type BookingDraft = {
  packageId: string;
  eventType: (typeof EVENT_TYPES)[number] | '';
  eventDate: string;
  venue: string;
  guestCount: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  paymentMethod: (typeof PAYMENT_METHODS)[number] | '';
};
export type DraftField = keyof BookingDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

/** Which fields each step owns: validation errors send the person back to the right step. */
export const STEP_FIELDS: Record<BookingStep, DraftField[]> = {
  'choosing-package': ['packageId'],
  'event-details': ['eventType', 'eventDate', 'venue', 'guestCount'],
  'contact-payment': ['name', 'email', 'phone', 'paymentMethod', 'notes'],
  review: [],
};

export type BookingState = {
  status: BookingStatus;
  draft: BookingDraft;
  errors: FieldErrors;
  submitError?: string;
  bookingId?: string;
};

export type BookingEvent =
  | { type: 'edit'; field: DraftField; value: string }
  | { type: 'next'; errors: FieldErrors }
  | { type: 'back' }
  | { type: 'goTo'; step: BookingStep }
  | { type: 'submit'; errors: FieldErrors }
  | { type: 'succeeded'; bookingId: string }
  | { type: 'failed'; message: string };

const EDITABLE: BookingStatus[] = ['choosing-package', 'event-details', 'contact-payment'];
const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** Where the stepper points: submitting and a failed submit both stay on the review. */
export const currentStep = (status: BookingStatus): BookingStep =>
  (BOOKING_STEPS as readonly string[]).includes(status) ? (status as BookingStep) : 'review';

const stepIndex = (status: BookingStatus) => BOOKING_STEPS.indexOf(currentStep(status));

export function initialBookingState(draft: BookingDraft): BookingState {
  // A package chosen on its page (?package=) starts at the event details; it can still be changed.
  return { status: draft.packageId ? 'event-details' : 'choosing-package', draft, errors: {} };
}

export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'edit': {
      if (!EDITABLE.includes(state.status)) return state;
      const { [event.field]: _cleared, ...errors } = state.errors;
      return { ...state, draft: { ...state.draft, [event.field]: event.value }, errors };
    }
    case 'next': {
      if (!EDITABLE.includes(state.status)) return state;
      if (hasErrors(event.errors)) return { ...state, errors: event.errors };
      return { ...state, status: BOOKING_STEPS[stepIndex(state.status) + 1], errors: {} };
    }
    case 'back': {
      const index = stepIndex(state.status);
      if (index === 0 || state.status === 'submitting' || state.status === 'done') return state;
      return { ...state, status: BOOKING_STEPS[index - 1], errors: {}, submitError: undefined };
    }
    case 'goTo': {
      const allowed = state.status !== 'submitting' && state.status !== 'done';
      if (!allowed || BOOKING_STEPS.indexOf(event.step) >= stepIndex(state.status)) return state;
      return { ...state, status: event.step, errors: {}, submitError: undefined };
    }
    case 'submit': {
      if (state.status !== 'review' && state.status !== 'error') return state;
      if (hasErrors(event.errors)) {
        // Something became invalid since its step (a date that passed at midnight): go fix it.
        const step = BOOKING_STEPS.find((s) => STEP_FIELDS[s].some((f) => f in event.errors)) ?? 'choosing-package';
        return { ...state, status: step, errors: event.errors, submitError: undefined };
      }
      return { ...state, status: 'submitting', submitError: undefined };
    }
    case 'succeeded':
      return state.status === 'submitting' ? { ...state, status: 'done', bookingId: event.bookingId } : state;
    case 'failed':
      return state.status === 'submitting' ? { ...state, status: 'error', submitError: event.message } : state;
  }
}
