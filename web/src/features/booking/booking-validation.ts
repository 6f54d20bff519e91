import { bookingInputSchema, LIMITS, type BookingInput } from '@common/schemas';
import { EVENT_HORIZON_DAYS } from '@common/days';
import { depositSplit } from '@common/payments';
import { addDays, isRealDay } from '../../lib/dates';
import { STEP_FIELDS, type BookingDraft, type BookingStep, type DraftField, type FieldErrors } from './booking-machine';

/**
 * The slice of a package the booking copies (the rules compare name, price and deposit). `deposit`
 * is a custom package's own; a catalogue package has none and takes the studio's percentage.
 */
export type PackageChoice = { id: string; name: string; price: number; deposit?: number };

/** The deposit a booking of `choice` keeps: its own, or the studio's percentage of its price. */
export const depositOf = (choice: PackageChoice) => choice.deposit ?? depositSplit(choice.price).deposit;
/** `taken`: days the studio has committed (confirmed or blocked), which the rules refuse too. */
export type BookingContext = { packages: PackageChoice[]; today: string; taken?: ReadonlySet<string> };

/** We take bookings from tomorrow up to three years ahead (a typo like 2206 is caught); the rules agree. */
export const BOOKING_HORIZON_DAYS = EVENT_HORIZON_DAYS;
export const earliestEventDay = (today: string) => addDays(today, 1);
export const latestEventDay = (today: string) => addDays(today, BOOKING_HORIZON_DAYS);

// Plain words for each field; the phone keeps the schema's own message.
const MESSAGES: Partial<Record<DraftField, string>> = {
  packageId: 'Choose a package to book.',
  eventType: 'Choose the kind of event.',
  eventDate: 'Pick the date of your event.',
  venue: 'Tell us where the event takes place.',
  guestCount: `Enter the number of guests (1 to ${LIMITS.maxGuests}).`,
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  paymentMethod: 'Choose how you would like to pay.',
  notes: 'Keep the notes under 2,000 characters.',
};

/** The document we will write, without validation: what the schema sees. */
function candidate(draft: BookingDraft, choice: PackageChoice | undefined) {
  const guests = draft.guestCount.trim();
  return {
    packageId: choice?.id ?? '',
    packageName: choice?.name ?? '',
    packagePrice: choice?.price ?? -1,
    packageDeposit: choice ? depositOf(choice) : -1,
    eventType: draft.eventType,
    eventDate: draft.eventDate,
    venue: draft.venue,
    guestCount: /^\d+$/.test(guests) ? Number(guests) : Number.NaN,
    name: draft.name,
    email: draft.email.trim(),
    phone: draft.phone,
    notes: draft.notes,
    paymentMethod: draft.paymentMethod,
  };
}

const FIELD_OF: Partial<Record<string, DraftField>> = {
  packageName: 'packageId',
  packagePrice: 'packageId',
  packageDeposit: 'packageId',
};

/** Every problem with the draft, one message per field. */
export function validateBooking(draft: BookingDraft, { packages, today, taken }: BookingContext): FieldErrors {
  const errors: FieldErrors = {};
  const choice = packages.find((p) => p.id === draft.packageId);
  const parsed = bookingInputSchema.safeParse(candidate(draft, choice));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = FIELD_OF[key] ?? (key as DraftField);
      // A date that was picked but does not exist is explained below, in its own words.
      if (field === 'eventDate' && draft.eventDate) continue;
      errors[field] ??= MESSAGES[field] ?? issue.message;
    }
  }
  if (!errors.packageId && !choice) errors.packageId = MESSAGES.packageId;
  if (!errors.eventDate) {
    if (!isRealDay(draft.eventDate)) errors.eventDate = 'That date does not exist — please check it.';
    else if (draft.eventDate < earliestEventDay(today)) errors.eventDate = 'Choose a date from tomorrow onwards.';
    else if (draft.eventDate > latestEventDay(today)) errors.eventDate = 'We take bookings up to three years ahead.';
    else if (taken?.has(draft.eventDate)) errors.eventDate = 'That date is already booked. Please choose another day.';
  }
  return errors;
}

/** Only the errors of one step's fields. */
export function validateStep(step: BookingStep, draft: BookingDraft, context: BookingContext): FieldErrors {
  const all = validateBooking(draft, context);
  return Object.fromEntries(STEP_FIELDS[step].filter((f) => all[f]).map((f) => [f, all[f]]));
}

/** The BookingInput to write; call after validateBooking found nothing. */
export function toBookingInput(draft: BookingDraft, packages: PackageChoice[]): BookingInput {
  return bookingInputSchema.parse(
    candidate(
      draft,
      packages.find((p) => p.id === draft.packageId),
    ),
  );
}
