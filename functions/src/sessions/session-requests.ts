import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { CHECKOUT_RETURN_PARAM, minorUnitsPer } from '../../../common/online-payments';
import { paths } from '../../../common/paths';
import type { SessionAnswer, SessionRequest } from '../../../common/schemas/sessions';
import type { PaymentSettingsInput } from '../../../common/schemas/settings';
import { beforeCutoff } from '../../../common/sessions';
import type { StripeApi } from '../online-payments/stripe-client';
import { HOLD_MINUTES, claimSession, endClaim } from './claim-session';
import { readCalendarNow } from './calendar-import';
import { approveSessionSlip, rejectSessionSlip } from './session-slips';
import {
  SessionRefusal,
  readSessionBooking,
  readType,
  sessionBookingRef,
  sessionSettings,
  typeRef,
  type SessionDeps,
} from './session-store';

// The sessions callable's work (on-sessions-request.ts wires it): claim a slot (and open the
// deposit's payment page), cancel, and, for the owner, read her calendar now.

export interface Caller {
  uid: string;
  name: string;
  email: string;
  owner: boolean;
}

export interface SessionRequestDeps extends SessionDeps {
  /** Stripe, or why online payment is off (a paid session cannot be held without it). */
  stripe: () => StripeApi | null;
  site: string;
  currency: () => Promise<string>;
  /** The owner's bank details for transfers (ownerSettings/payment): what a customer paying by slip is shown. */
  payment: () => Promise<PaymentSettingsInput>;
  fetchCalendar: typeof fetch;
}

const NO_TRANSFER = 'This studio does not take session deposits by bank transfer yet: please pay by card, or contact the studio.';

/** What a customer paying by transfer needs: the account, and the reference to quote. Empty when none is set. */
function transferDetails(payment: PaymentSettingsInput, reference: string): string {
  const bank = payment.bankDetails.trim();
  const upi = payment.upiId.trim();
  if (!bank && !upi) return '';
  const note = payment.paymentNote.trim();
  return [bank, upi && `UPI: ${upi}`, `Reference to quote: ${reference}`, note].filter(Boolean).join('\n\n');
}

const NO_ONLINE_PAYMENT =
  'This session takes a deposit online, and online payment is not available right now. Please try again later or contact the studio.';

export async function handleSessionRequest(deps: SessionRequestDeps, caller: Caller, request: SessionRequest): Promise<SessionAnswer> {
  switch (request.action) {
    case 'claim': {
      const { action: _action, pay, ...claim } = request;
      // A deposit needs the payment page, or the studio's bank details: refuse before anything is held without them.
      const stripe = deps.stripe();
      const payment = pay === 'transfer' ? await deps.payment() : null;
      if (payment && !transferDetails(payment, '-') && !claim.moveBookingId) {
        const type = readType(await typeRef(deps.db, claim.sessionTypeId).get());
        if (type && type.deposit > 0) throw new SessionRefusal('failed-precondition', NO_TRANSFER);
      }
      const result = await claimSession(deps, caller, claim);
      if (result.state !== 'held') return { bookingId: result.bookingId, state: result.state };
      if (payment) {
        // The slip is sent within the hold (books/slips.ts → session-slips.ts); the hold's end as the claim wrote it.
        const held = readSessionBooking(await sessionBookingRef(deps.db, result.bookingId).get());
        return {
          bookingId: result.bookingId,
          state: 'held',
          ...(held?.holdUntil ? { holdUntil: held.holdUntil.toISOString() } : {}),
          transfer: transferDetails(payment, result.bookingId),
        };
      }
      if (!stripe) {
        await endClaim(deps, result.bookingId, 'cancelled', () => undefined);
        throw new SessionRefusal('failed-precondition', NO_ONLINE_PAYMENT);
      }
      const currency = await deps.currency();
      const back = (outcome: 'paid' | 'cancelled') =>
        `${deps.site}${paths.profile}?${new URLSearchParams({ [CHECKOUT_RETURN_PARAM]: outcome, 'session-booking': result.bookingId })}`;
      const metadata = { kind: 'session', uid: caller.uid, bookingId: result.bookingId };
      const description = `Deposit: ${result.type.name}, ${result.slot.date} ${result.slot.time} (${result.slot.zone})`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: currency.toLowerCase(),
                unit_amount: result.type.deposit * minorUnitsPer(currency),
                product_data: { name: description },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata, description },
          client_reference_id: caller.uid,
          // Stripe's shortest session; the hold is shorter, and a payment after it books nothing.
          expires_at: Math.floor(deps.now() / 1000) + 31 * 60,
          success_url: back('paid'),
          cancel_url: back('cancelled'),
        },
        // One page per hold: a double click opens the same one.
        { idempotencyKey: `session-${result.bookingId}-${result.slot.id}-${HOLD_MINUTES}-${result.fresh ? 'new' : 'again'}` },
      );
      if (!session.url) throw new Error(`Stripe returned no address for the session ${session.id}`);
      return { bookingId: result.bookingId, state: 'held', url: session.url };
    }
    case 'cancel': {
      const { cutoffHours } = await sessionSettings(deps.db);
      await endClaim(deps, request.bookingId, 'cancelled', (booking, now) => {
        if (booking.userId !== caller.uid && !caller.owner)
          throw new SessionRefusal('permission-denied', 'This session belongs to another account.');
        if (booking.state !== 'booked' && booking.state !== 'held')
          throw new SessionRefusal('failed-precondition', `This session is already ${booking.state}.`);
        if (!caller.owner && booking.state === 'booked' && !beforeCutoff(booking.start.getTime(), cutoffHours, now))
          throw new SessionRefusal('failed-precondition', 'It is too late to cancel this session online: please contact the studio.');
      });
      return { bookingId: request.bookingId, state: 'cancelled' };
    }
    case 'read-calendar': {
      if (!caller.owner) throw new SessionRefusal('permission-denied', 'Only the studio reads its calendar.');
      return readCalendarNow(deps, deps.fetchCalendar);
    }
    case 'save-type': {
      if (!caller.owner) throw new SessionRefusal('permission-denied', 'Only the studio edits its sessions.');
      await typeRef(deps.db, request.id).set({ ...request.type, updatedAt: FieldValue.serverTimestamp() });
      return {};
    }
    case 'approve-slip': {
      if (!caller.owner) throw new SessionRefusal('permission-denied', 'Only the studio decides a transfer slip.');
      await approveSessionSlip(deps, request.slipId);
      return { state: 'booked' };
    }
    case 'reject-slip': {
      if (!caller.owner) throw new SessionRefusal('permission-denied', 'Only the studio decides a transfer slip.');
      await rejectSessionSlip(deps, request.slipId, request.reason);
      return {};
    }
    case 'delete-type': {
      if (!caller.owner) throw new SessionRefusal('permission-denied', 'Only the studio edits its sessions.');
      const live = await deps.db
        .collection(COLLECTIONS.sessionBookings)
        .where('sessionTypeId', '==', request.id)
        .where('state', 'in', ['held', 'booked'])
        .where('start', '>', new Date(deps.now()))
        .limit(1)
        .get();
      if (!live.empty)
        throw new SessionRefusal(
          'failed-precondition',
          'Customers have booked this session: switch it off instead, so their bookings stay.',
        );
      await typeRef(deps.db, request.id).delete();
      return {};
    }
  }
}
