import { bookingSchema } from '../../../common/schemas/orders';
import type { OrderMailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { readStudioSettings } from '../lib/studio-settings';
import { bookingRequestedEmail, bookingStatusEmail, ownerBookingNotice, type AnsweredStatus } from './booking-emails';

// Each email is keyed by the booking and the event, so a redelivered event sends nothing twice.

function parse(id: string, data: unknown, deps: OrderMailDeps) {
  const parsed = bookingSchema.safeParse(data);
  if (!parsed.success) deps.logger.error('Booking could not be read: no email sent', { bookingId: id, issues: parsed.error.issues.length });
  return parsed.success ? parsed.data : null;
}

/** A new request: the customer's acknowledgement with how to pay, and the owner's notice. */
export async function handleBookingCreated(id: string, data: unknown, deps: OrderMailDeps) {
  const booking = parse(id, data, deps);
  if (!booking) return;
  const settings = await readStudioSettings(deps.db, deps.logger);
  const context = { id, booking, settings, from: deps.mailFrom };
  await sendOnce(deps, `booking-requested-${id}`, 'booking-requested', bookingRequestedEmail(context));
  await sendOnce(deps, `owner-booking-${id}`, 'owner-booking', ownerBookingNotice({ ...context, to: deps.ownerEmail }));
}

const ANSWERS: readonly string[] = ['confirmed', 'declined', 'cancelled'] satisfies AnsweredStatus[];

/** The studio's answer (confirmed, declined) or a cancellation, told to the customer once. */
export async function handleBookingUpdated(id: string, before: unknown, after: unknown, deps: OrderMailDeps) {
  const previous = (before as { status?: unknown } | undefined)?.status;
  const next = (after as { status?: unknown } | undefined)?.status;
  if (previous === next || typeof next !== 'string' || !ANSWERS.includes(next)) return;
  const booking = parse(id, after, deps);
  if (!booking) return;
  const status = next as AnsweredStatus;
  const settings = await readStudioSettings(deps.db, deps.logger);
  await sendOnce(
    deps,
    `booking-${status}-${id}`,
    `booking-${status}`,
    bookingStatusEmail({ id, booking, settings, from: deps.mailFrom, status }),
  );
}
