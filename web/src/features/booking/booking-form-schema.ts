import { z } from 'zod';
import { bookingInputSchema, LIMITS, type BookingInput } from '@common/schemas';
import { depositSplit } from '@common/payments';
import type { FormStep } from '@/components/form/use-form-steps';
import { eventDayProblem, type EventDayContext } from '@/lib/event-days';

/**
 * The slice of a package the booking copies (the rules compare name, price and deposit). `deposit`
 * is what the booking keeps: a custom package's own, or for a catalogue package the studio's
 * `depositPercent` of its price (settings/studio), which the rules compute the same way.
 */
export type PackageChoice = { id: string; name: string; price: number; deposit: number; depositPercent?: number };

/** A catalogue package as the booking form offers it, at the studio's deposit percentage. */
export const catalogueChoice = <P extends { price: number }>(pkg: P, depositPercent: number) => ({
  ...pkg,
  deposit: depositSplit(pkg.price, depositPercent).deposit,
  depositPercent,
});

export type BookingContext = EventDayContext & { packages: readonly PackageChoice[] };

// What the customer types, as the shared schema checks it; the package's name, price and deposit
// are copied from the catalogue (or the offer) when the booking is sent, never typed.
const typed = z
  .object(bookingInputSchema.shape)
  .omit({ packageName: true, packagePrice: true, packageDeposit: true, customPackageLink: true });

/** The form's own words; the phone keeps the schema's ("7 to 30 digits"). */
export const BOOKING_MESSAGES = {
  eventType: 'Choose the kind of event.',
  venue: 'Tell us where the event takes place.',
  guestCount: `Enter the number of guests (1 to ${LIMITS.maxGuests}).`,
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  paymentMethod: 'Choose how you would like to pay.',
  notes: 'Keep the notes under 2,000 characters.',
};

/** The booking form's schema: a package on offer, a day the studio can still give, then the booking to write. */
export function bookingFormSchema(context: BookingContext) {
  const chosen = (id: string) => context.packages.find((p) => p.id === id);
  return typed
    .extend({
      packageId: z.string().refine((id) => chosen(id) !== undefined, 'Choose a package to book.'),
      eventDate: z.string().superRefine((day, ctx) => {
        const problem = eventDayProblem(day, context);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    })
    .transform((values): BookingInput => {
      const choice = chosen(values.packageId)!;
      const snapshot = { packageName: choice.name, packagePrice: choice.price, packageDeposit: choice.deposit };
      return { ...values, ...snapshot, customPackageLink: '' };
    });
}

/** What the form holds while the person types. */
export type BookingValues = z.input<ReturnType<typeof bookingFormSchema>>;

export const BOOKING_STEPS = [
  { id: 'choosing-package', label: 'Package', fields: ['packageId'] },
  { id: 'event-details', label: 'Your event', fields: ['eventType', 'eventDate', 'venue', 'guestCount'] },
  { id: 'contact-payment', label: 'Contact & payment', fields: ['name', 'email', 'phone', 'paymentMethod', 'notes'] },
  { id: 'review', label: 'Review', fields: [] },
] as const satisfies readonly FormStep<BookingValues>[];
export type BookingStep = (typeof BOOKING_STEPS)[number]['id'];
